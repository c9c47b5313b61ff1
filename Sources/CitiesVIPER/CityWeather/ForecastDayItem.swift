import CitiesDomain

/// One day of the forecast as the VIPER weather view shows it: text only, a missing value as "–".
public struct ForecastDayItem: Hashable, Sendable {
  /// "Today" or a short weekday, the lowest and highest temperatures, and the condition.
  public let day, minimum, maximum, condition: String

  /// Makes a day from text that is ready to show.
  public init(day: String, minimum: String, maximum: String, condition: String) {
    (self.day, self.minimum, self.maximum, self.condition) = (day, minimum, maximum, condition)
  }

  // The presenter's one way from a day of the report to a row.
  init(_ forecast: DailyForecast, isToday: Bool) {
    self.init(
      day: isToday ? "Today" : WeatherText.weekday(forecast.day.weekday),
      minimum: WeatherText.degrees(forecast.minimumCelsius),
      maximum: WeatherText.degrees(forecast.maximumCelsius),
      condition: WeatherText.condition(forecast.condition))
  }
}
