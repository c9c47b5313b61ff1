/// Everything the city-weather scene shows: the weather now and a forecast day by day.
public struct WeatherReport: Hashable, Sendable {
  /// The weather right now.
  public var current: CurrentWeather
  /// The forecast, one entry per local day, starting today.
  public var daily: [DailyForecast]

  /// Makes a report from the current weather and the daily forecast.
  public init(current: CurrentWeather, daily: [DailyForecast]) {
    self.current = current
    self.daily = daily
  }
}
