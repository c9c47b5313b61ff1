// Made by scripts/kata.py from Sources/CitiesMVVM/Cities/CitiesSceneUseCaseImplementation.swift.

import CitiesDomain

/// The cities scene use case, forwarding to the domain's display and delete use cases.
public struct CitiesSceneUseCaseImplementation: CitiesSceneUseCase {
  private let displayCities: any DisplayCitiesUseCase
  private let deleteCity: any DeleteCityUseCase

  public init(displayCities: any DisplayCitiesUseCase, deleteCity: any DeleteCityUseCase) {
    self.displayCities = displayCities
    self.deleteCity = deleteCity
  }

  public func cities() async throws -> [City] {
    try await displayCities.displayCities()
  }

  public func delete(_ city: City) async throws {
    try await deleteCity.delete(city: city)
  }
}
