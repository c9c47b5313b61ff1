// Made by scripts/kata.py from Sources/CitiesDomain/UseCases/DisplayCities/DisplayCitiesUseCaseImplementation.swift.

import CitiesDomain
import KataSupport

/// Lists the saved cities by asking the cities gateway.
///
/// It adds nothing to the gateway's answer today; it exists so that a rule about which cities to
/// show has one obvious home when it arrives, and so that presenters depend on a use case, not on
/// storage.
public struct DisplayCitiesUseCaseImplementation: DisplayCitiesUseCase {
  private let citiesGateway: any CitiesGateway

  /// Makes the use case on top of the given gateway.
  public init(citiesGateway: any CitiesGateway) {
    self.citiesGateway = citiesGateway
  }

  public func displayCities() async throws -> [City] {
    throw KataError.notImplemented("return the saved cities, in the cities gateway's order")
  }
}
