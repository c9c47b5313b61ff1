/// Gets the weather at a city's coordinates, with a forecast of a fixed number of days.
public struct ShowWeatherUseCaseImplementation: ShowWeatherUseCase {
  /// How many days the forecast covers unless told otherwise: a week, today included.
  public static let defaultForecastDays = 7

  private let weatherGateway: any WeatherGateway
  private let forecastDays: Int

  /// Makes the use case on top of the given gateway; `forecastDays` is clamped to 1...16, the
  /// range weather services commonly accept.
  public init(weatherGateway: any WeatherGateway, forecastDays: Int = defaultForecastDays) {
    self.weatherGateway = weatherGateway
    self.forecastDays = min(max(forecastDays, 1), 16)
  }

  public func showWeather(for city: City) async throws -> WeatherReport {
    try await weatherGateway.fetchWeather(at: city.coordinates, forecastDays: forecastDays)
  }
}
