import CitiesDomain

/// The city-weather scene's one door to the domain: a facade over the use cases it needs.
public protocol CityWeatherSceneUseCase: Sendable {
  /// Returns the weather now and a daily forecast for the city, today first.
  func weather(for city: City) async throws -> WeatherReport

  /// Renames the saved city and returns it renamed, or throws the refusal or failure.
  func rename(_ city: City, to name: String) async throws -> City
}
