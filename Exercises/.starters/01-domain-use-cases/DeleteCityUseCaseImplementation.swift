// Made by scripts/kata.py from Sources/CitiesDomain/UseCases/DeleteCity/DeleteCityUseCaseImplementation.swift.

import CitiesDomain
import KataSupport

/// Removes a city by asking the cities gateway.
public struct DeleteCityUseCaseImplementation: DeleteCityUseCase {
  private let citiesGateway: any CitiesGateway

  /// Makes the use case on top of the given gateway.
  public init(citiesGateway: any CitiesGateway) {
    self.citiesGateway = citiesGateway
  }

  public func delete(city: City) async throws {
    throw KataError.notImplemented("ask the cities gateway to delete the city")
  }
}
