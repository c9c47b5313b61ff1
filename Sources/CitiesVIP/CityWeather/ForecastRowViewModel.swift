/// One day of the forecast as the city-weather view shows it; a missing value reads `–`.
public struct ForecastRowViewModel: Hashable, Sendable {
  /// `Today` for the first day, then the weekday's short name, such as `Fri`.
  public let day: String
  /// The lowest temperature, such as `4°C`.
  public let minimum: String
  /// The highest temperature, such as `12°C`.
  public let maximum: String
  /// The day's condition, such as `Partly cloudy`.
  public let condition: String

  /// Makes the row from text that is ready to show.
  public init(day: String, minimum: String, maximum: String, condition: String) {
    self.day = day
    self.minimum = minimum
    self.maximum = maximum
    self.condition = condition
  }
}
