/// The words of the city-weather scene, each message of docs/SCENES.md once.
///
/// Strings only: the report's own figures are formatted by each pattern, by the rules of
/// docs/SCENES.md.
public enum CityWeatherWords {
  /// The state when the report could not be had; `reason` is the error's own, or
  /// `FailureWords.unknownReason`.
  public static func couldNotLoad(reason: String) -> String {
    "Could not load the weather: \(reason)"
  }
}
