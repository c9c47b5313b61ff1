import CitiesDomain

/// One day of the forecast in words, as every pattern's weather view shows it: `Fri`, `4°C`,
/// `12°C`, `Partly cloudy`, and `–` for a value that is not known.
public struct ForecastDayWords: Hashable, Sendable {
  /// `Today` for the first day, then the weekday's short name.
  public let day: String
  /// The lowest temperature.
  public let minimum: String
  /// The highest temperature.
  public let maximum: String
  /// The day's condition.
  public let condition: String

  /// Makes the words of a day from text that is ready to show.
  public init(day: String, minimum: String, maximum: String, condition: String) {
    self.day = day
    self.minimum = minimum
    self.maximum = maximum
    self.condition = condition
  }

  /// Words a day of the forecast by the rules of docs/SCENES.md (F1 to F4); the caller knows
  /// whether it is the first day, which reads `Today`.
  public init(_ forecast: DailyForecast, isToday: Bool) {
    self.init(
      day: isToday ? CityWeatherWords.today : CityWeatherWords.shortName(of: forecast.day.weekday),
      minimum: CityWeatherWords.temperature(forecast.minimumCelsius),
      maximum: CityWeatherWords.temperature(forecast.maximumCelsius),
      condition: forecast.condition?.summary ?? CityWeatherWords.missingValue)
  }
}
