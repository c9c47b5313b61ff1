/// A weather report as the city-weather view shows it: the weather now, then one row per day.
public struct WeatherReportViewModel: Hashable, Sendable {
  /// The current temperature, such as `18°C`.
  public let temperature: String
  /// The current condition, such as `Clear sky`.
  public let condition: String
  /// The forecast, today first.
  public let forecast: [ForecastRowViewModel]

  /// Makes the report from text that is ready to show.
  public init(temperature: String, condition: String, forecast: [ForecastRowViewModel]) {
    self.temperature = temperature
    self.condition = condition
    self.forecast = forecast
  }
}
