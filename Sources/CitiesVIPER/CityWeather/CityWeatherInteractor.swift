import CitiesDomain

/// What the city-weather presenter may ask of its interactor: the scene's city, and its weather.
@MainActor
public protocol CityWeatherInteractorInput: AnyObject {
  /// The city whose weather the scene shows.
  var city: City { get }

  /// Fetches the report of the city.
  func fetchWeather() async throws -> WeatherReport
}

/// The city-weather scene's interactor: it owns the scene's city, the entity the cities router
/// handed over, and fetches its report.
@MainActor
public final class CityWeatherInteractor: CityWeatherInteractorInput {
  public let city: City
  private let showWeatherUseCase: any ShowWeatherUseCase

  /// Makes the interactor for one city.
  public init(city: City, showWeatherUseCase: any ShowWeatherUseCase) {
    self.city = city
    self.showWeatherUseCase = showWeatherUseCase
  }

  public func fetchWeather() async throws -> WeatherReport {
    try await showWeatherUseCase.showWeather(for: city)
  }
}
