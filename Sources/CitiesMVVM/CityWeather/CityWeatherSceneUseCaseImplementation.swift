import CitiesDomain

/// The city-weather scene use case, forwarding to the domain's show-weather and rename use cases.
public struct CityWeatherSceneUseCaseImplementation: CityWeatherSceneUseCase {
  private let showWeather: any ShowWeatherUseCase
  private let renameCity: any RenameCityUseCase

  public init(showWeather: any ShowWeatherUseCase, renameCity: any RenameCityUseCase) {
    self.showWeather = showWeather
    self.renameCity = renameCity
  }

  public func weather(for city: City) async throws -> WeatherReport {
    try await showWeather.showWeather(for: city)
  }

  public func rename(_ city: City, to name: String) async throws -> City {
    try await renameCity.rename(city: city, to: name)
  }
}
