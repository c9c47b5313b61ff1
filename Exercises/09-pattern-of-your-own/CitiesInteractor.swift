// Made by scripts/kata.py from Sources/CitiesVIPER/Cities/CitiesInteractor.swift.

import CitiesDomain

/// What the cities presenter may ask of its interactor: the use cases, and the entities behind
/// the rows on screen.
@MainActor
public protocol CitiesInteractorInput: AnyObject {
  /// Reads the saved cities and keeps them; a failure keeps none.
  func fetchCities() async throws -> [City]

  func delete(_ city: City) async throws

  /// The city behind a row on screen; `nil` once a load replaced or removed that row.
  func city(withID id: City.ID) -> City?
}

/// The saved-cities interactor: it runs the use cases and owns the entities, the cities
/// last read, so the presenter and the view deal in ids and words only.
///
/// VIPER's Entity is the domain's `City`: the interactor is the only role that holds one for long.
@MainActor
public final class CitiesInteractor: CitiesInteractorInput {
  private let displayCitiesUseCase: any DisplayCitiesUseCase
  private let deleteCityUseCase: any DeleteCityUseCase
  // The cities behind the rows on screen, so that a chosen row leads back to its city.
  private var cities: [City] = []

  public init(
    displayCitiesUseCase: any DisplayCitiesUseCase, deleteCityUseCase: any DeleteCityUseCase
  ) {
    self.displayCitiesUseCase = displayCitiesUseCase
    self.deleteCityUseCase = deleteCityUseCase
  }

  public func fetchCities() async throws -> [City] {
    // Read the saved cities with the display use case and keep them for `city(withID:)`; while
    // reading, and after a failed read, keep none.
    []
  }

  public func delete(_ city: City) async throws {
    // Delete the city with the delete use case; let its error through.
  }

  public func city(withID id: City.ID) -> City? {
    nil  // The kept city with the id, if the last read found one.
  }
}
