// Made by scripts/kata.py from Sources/CitiesDomain/UseCases/SearchCities/SearchCitiesUseCaseImplementation.swift.

import CitiesDomain
import KataSupport

/// Finds cities by trimming and checking the typed text, then asking the search gateway.
public struct SearchCitiesUseCaseImplementation: SearchCitiesUseCase {
  private let citySearchGateway: any CitySearchGateway

  /// Makes the use case on top of the given gateway.
  public init(citySearchGateway: any CitySearchGateway) {
    self.citySearchGateway = citySearchGateway
  }

  public func search(for text: String) async throws -> [City] {
    throw KataError.notImplemented("refuse a query that CitySearchQuery finds too short; search")
  }
}
