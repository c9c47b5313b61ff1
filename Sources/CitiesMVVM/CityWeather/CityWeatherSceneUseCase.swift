import CitiesDomain

/// The city-weather scene's one door to the domain: a facade over the use case it needs.
public protocol CityWeatherSceneUseCase: Sendable {
  /// Returns the weather now and a daily forecast for the city, today first.
  func weather(for city: City) async throws -> WeatherReport
}
