/// One day of the forecast, as ready-to-show strings: `Fri`, `4°C`, `12°C`, `Partly cloudy`.
public struct ForecastRow: Hashable, Sendable {
  /// `Today` for the first day, then the weekday's short name.
  public let day: String
  /// The lowest temperature, or `–` when unknown.
  public let minimum: String
  /// The highest temperature, or `–` when unknown.
  public let maximum: String
  /// The condition, or `–` when unknown.
  public let condition: String

  /// Makes a row from its ready-made strings.
  public init(day: String, minimum: String, maximum: String, condition: String) {
    self.day = day
    self.minimum = minimum
    self.maximum = maximum
    self.condition = condition
  }
}
