// Made by scripts/kata.py from Sources/CitiesVIPER/CityWeather/CityWeatherInteractor.swift.

import CitiesDomain

/// What the city-weather presenter may ask of its interactor: the module's city, its weather, and
/// a new name for it.
@MainActor
public protocol CityWeatherInteractorInput: AnyObject {
  /// The city whose weather the module shows.
  var city: City { get }

  func fetchWeather() async throws -> WeatherReport

  /// Renames the saved city and keeps it renamed; a refusal or a failure keeps the old name.
  func rename(to name: String) async throws
}

/// The city-weather interactor: it keeps the module's city, the entity the module was built for,
/// fetches its report, and renames it.
@MainActor
public final class CityWeatherInteractor: CityWeatherInteractorInput {
  public private(set) var city: City
  private let showWeatherUseCase: any ShowWeatherUseCase
  private let renameCityUseCase: any RenameCityUseCase

  public init(
    city: City, showWeatherUseCase: any ShowWeatherUseCase,
    renameCityUseCase: any RenameCityUseCase
  ) {
    self.city = city
    self.showWeatherUseCase = showWeatherUseCase
    self.renameCityUseCase = renameCityUseCase
  }

  public func fetchWeather() async throws -> WeatherReport {
    try await showWeatherUseCase.showWeather(for: city)
  }

  public func rename(to name: String) async throws {
    city = try await renameCityUseCase.rename(city: city, to: name)
  }
}
