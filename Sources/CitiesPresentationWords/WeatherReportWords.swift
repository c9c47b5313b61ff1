import CitiesDomain

/// A weather report in words, as every pattern's weather view shows it: the weather now, then one
/// day a row, today first.
public struct WeatherReportWords: Hashable, Sendable {
  /// The current temperature, such as `18°C`.
  public let temperature: String
  /// The current condition, such as `Clear sky`.
  public let condition: String
  /// The forecast, today first.
  public let forecast: [ForecastDayWords]

  /// Makes the report from text that is ready to show.
  public init(temperature: String, condition: String, forecast: [ForecastDayWords]) {
    self.temperature = temperature
    self.condition = condition
    self.forecast = forecast
  }

  /// Words a report by the rules of docs/SCENES.md (F1 to F4).
  public init(_ report: WeatherReport) {
    self.init(
      temperature: CityWeatherWords.temperature(report.current.temperatureCelsius),
      condition: report.current.condition.summary,
      forecast: report.daily.enumerated().map { index, day in
        ForecastDayWords(day, isToday: index == 0)
      })
  }
}
