import CitiesDomain

/// The words of the city-weather scene: its message of docs/SCENES.md, and the formatting rules
/// F1 to F3 that turn the report's values into text, each once.
///
/// Values into words only: which state shows, and when, and who applies the rules, is each
/// pattern's own decision.
public enum CityWeatherWords {
  /// The state when the report could not be had; `reason` is the error's own, or
  /// `FailureWords.unknownReason`.
  public static func couldNotLoad(reason: String) -> String {
    "Could not load the weather: \(reason)"
  }

  /// What a value that is not known reads (F2): an en dash.
  public static let missingValue = "–"

  /// What the forecast's first day reads (F3), whatever its weekday.
  public static let today = "Today"

  /// Rounds half away from zero to a whole degree (F1); going through `Int` turns -0.4 into
  /// `0°C`, never `-0°C`, and a value no `Int` can hold (not a number, infinite) reads as missing.
  public static func temperature(_ celsius: Double?) -> String {
    guard let celsius, let degrees = Int(exactly: celsius.rounded()) else { return missingValue }
    return "\(degrees)°C"
  }

  /// The weekday's three-letter English name (F3), such as `Fri`; an exhaustive switch, so that
  /// neither the machine's locale nor a forgotten day can change it.
  public static func shortName(of weekday: Weekday) -> String {
    switch weekday {
    case .monday: "Mon"
    case .tuesday: "Tue"
    case .wednesday: "Wed"
    case .thursday: "Thu"
    case .friday: "Fri"
    case .saturday: "Sat"
    case .sunday: "Sun"
    }
  }
}
