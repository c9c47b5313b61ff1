// Made by scripts/kata.py from Sources/CitiesDomain/UseCases/AddCity/AddCityUseCaseImplementation.swift.

import CitiesDomain
import KataSupport

/// Saves a city after checking the two rules of the list: every city has a name, and no city is
/// saved twice.
///
/// The gateway enforces the second rule too, because two adds can race; checking here as well gives
/// the user the same clear error from every gateway.
public struct AddCityUseCaseImplementation: AddCityUseCase {
  private let citiesGateway: any CitiesGateway

  /// Makes the use case on top of the given gateway.
  public init(citiesGateway: any CitiesGateway) {
    self.citiesGateway = citiesGateway
  }

  public func add(parameters: AddCityParameters) async throws -> City {
    throw KataError.notImplemented("trim the name; refuse a blank name or a saved city; save it")
  }
}
