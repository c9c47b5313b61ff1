/// Gets the weather for the city-weather scene.
public protocol ShowWeatherUseCase: Sendable {
  /// Returns the current weather at the city and a short daily forecast, today first.
  func showWeather(for city: City) async throws -> WeatherReport
}
