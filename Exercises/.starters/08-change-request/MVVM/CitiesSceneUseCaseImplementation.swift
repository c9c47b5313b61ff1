// Made by scripts/kata.py from Sources/CitiesMVVM/Cities/CitiesSceneUseCaseImplementation.swift.

import CitiesDomain

/// The cities scene use case, forwarding to the domain's display, delete and restore use cases.
public struct CitiesSceneUseCaseImplementation: CitiesSceneUseCase {
  private let displayCities: any DisplayCitiesUseCase
  private let deleteCity: any DeleteCityUseCase
  private let restoreCity: any RestoreCityUseCase

  public init(
    displayCities: any DisplayCitiesUseCase, deleteCity: any DeleteCityUseCase,
    restoreCity: any RestoreCityUseCase
  ) {
    self.displayCities = displayCities
    self.deleteCity = deleteCity
    self.restoreCity = restoreCity
  }

  public func cities() async throws -> [City] {
    try await displayCities.displayCities()
  }

  public func delete(_ city: City) async throws {
    try await deleteCity.delete(city: city)
  }

  public func restore(_ city: City, at position: Int) async throws {
    try await restoreCity.restore(city: city, at: position)
  }
}
