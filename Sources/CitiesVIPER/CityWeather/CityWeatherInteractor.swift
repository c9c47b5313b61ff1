import CitiesDomain

/// What the city-weather presenter may ask of its interactor: the module's city, and its weather.
@MainActor
public protocol CityWeatherInteractorInput: AnyObject {
  /// The city whose weather the module shows.
  var city: City { get }

  func fetchWeather() async throws -> WeatherReport
}

/// The city-weather interactor: it keeps the module's city, the entity the module was built for,
/// and fetches its report.
@MainActor
public final class CityWeatherInteractor: CityWeatherInteractorInput {
  public let city: City
  private let showWeatherUseCase: any ShowWeatherUseCase

  public init(city: City, showWeatherUseCase: any ShowWeatherUseCase) {
    self.city = city
    self.showWeatherUseCase = showWeatherUseCase
  }

  public func fetchWeather() async throws -> WeatherReport {
    try await showWeatherUseCase.showWeather(for: city)
  }
}
