import CitiesDomain

/// The city-weather scene use case, forwarding to the domain's show-weather use case.
public struct CityWeatherSceneUseCaseImplementation: CityWeatherSceneUseCase {
  private let showWeather: any ShowWeatherUseCase

  public init(showWeather: any ShowWeatherUseCase) {
    self.showWeather = showWeather
  }

  public func weather(for city: City) async throws -> WeatherReport {
    try await showWeather.showWeather(for: city)
  }
}
