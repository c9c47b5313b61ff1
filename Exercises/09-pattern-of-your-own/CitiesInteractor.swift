// Made by scripts/kata.py from Sources/CitiesVIPER/Cities/CitiesInteractor.swift.

import CitiesDomain
import CitiesPresentationWords

/// What the cities presenter may ask of its interactor: the use cases, and the entities behind
/// the rows on screen.
@MainActor
public protocol CitiesInteractorInput: AnyObject {
  /// Reads the saved cities and keeps them, and returns them in the order chosen; a failure keeps
  /// none.
  func fetchCities() async throws -> [City]

  /// Deletes the city, and keeps it and its place in the saved order for an undo.
  func delete(_ city: City) async throws

  /// The city deleted last, until it is put back.
  var deletedCity: City? { get }

  /// Puts the city deleted last back at its place in the saved order.
  func restoreDeletedCity() async throws

  /// The city behind a row on screen; `nil` once a load replaced or removed that row.
  func city(withID id: City.ID) -> City?

  /// The order chosen last, which lasts while the app runs.
  var order: CitiesListOrder { get }

  /// Keeps `order` as the one chosen and returns the cities kept, arranged in it.
  func arrange(by order: CitiesListOrder) -> [City]

  /// Keeps the renamed city in place of the one with its id, and returns the cities kept,
  /// arranged in the order chosen.
  func takeRenamed(_ city: City) -> [City]
}

/// The saved-cities interactor: it runs the use cases and owns the entities, the cities
/// last read and the one deleted last, so the presenter and the view deal in ids and words only.
///
/// VIPER's Entity is the domain's `City`: the interactor is the only role that holds one for long.
@MainActor
public final class CitiesInteractor: CitiesInteractorInput {
  private let displayCitiesUseCase: any DisplayCitiesUseCase
  private let deleteCityUseCase: any DeleteCityUseCase
  private let restoreCityUseCase: any RestoreCityUseCase
  private let orderStore: CitiesListOrderStore
  // The cities behind the rows on screen, in the saved order, so that a chosen row leads back to
  // its city.
  private var cities: [City] = []
  // The city deleted last and its index in the saved order read before, where an undo puts it.
  private var deleted: (city: City, position: Int)?

  /// Makes the interactor; `orderStore` keeps the order chosen, beyond this module.
  public init(
    displayCitiesUseCase: any DisplayCitiesUseCase, deleteCityUseCase: any DeleteCityUseCase,
    restoreCityUseCase: any RestoreCityUseCase, orderStore: CitiesListOrderStore
  ) {
    self.displayCitiesUseCase = displayCitiesUseCase
    self.deleteCityUseCase = deleteCityUseCase
    self.restoreCityUseCase = restoreCityUseCase
    self.orderStore = orderStore
  }

  public var order: CitiesListOrder { orderStore.order }

  public func fetchCities() async throws -> [City] {
    // Read the saved cities with the display use case and keep them for `city(withID:)`; while
    // reading, and after a failed read, keep none.
    []
  }

  public func arrange(by order: CitiesListOrder) -> [City] {
    orderStore.order = order
    return order.arranged(cities)
  }

  public func takeRenamed(_ city: City) -> [City] {
    cities = cities.map { $0.id == city.id ? city : $0 }
    return order.arranged(cities)
  }

  public var deletedCity: City? { deleted?.city }

  public func delete(_ city: City) async throws {
    // Delete the city with the delete use case; let its error through.
  }

  public func restoreDeletedCity() async throws {
    guard let deleted else { return }
    try await restoreCityUseCase.restore(city: deleted.city, at: deleted.position)
    self.deleted = nil
  }

  public func city(withID id: City.ID) -> City? {
    nil  // The kept city with the id, if the last read found one.
  }
}
