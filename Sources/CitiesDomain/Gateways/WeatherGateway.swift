/// Knows the weather, now and in the coming days, at any point on Earth.
public protocol WeatherGateway: Sendable {
  /// Returns the current weather and a forecast of the given number of local days, today first.
  func fetchWeather(at coordinates: Coordinates, forecastDays: Int) async throws -> WeatherReport
}
