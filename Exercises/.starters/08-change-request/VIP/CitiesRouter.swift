// Made by scripts/kata.py from Sources/CitiesVIP/Cities/CitiesRouter.swift.

import CitiesDomain

/// Where the cities scene can lead; the view calls these, and the router reads the data store.
@MainActor
public protocol CitiesRoutingLogic: AnyObject {
  /// Opens the weather of the city the interactor remembers as selected.
  func routeToCityWeather()

  /// Opens the search for a city to add.
  func routeToAddCity()
}

/// Performs the screen changes the cities router decides on; the app implements it.
///
/// The router knows where to go and with which city; how a scene appears (pushed, presented, or
/// redrawn in a terminal) is the app's business.
@MainActor
public protocol CitiesCoordinator: AnyObject {
  /// Shows the weather scene for the city.
  func showCityWeather(for city: City)

  /// Shows the add-city search scene.
  func showAddCity()
}

/// The cities scene's routing: it reads the data store to decide where to go and with which city,
/// and leaves the screen change itself to the app's coordinator.
///
/// Selecting a row takes two calls from the view, the canonical Clean Swift flow: first
/// `interactor.selectCity(request:)` stores the city, then `router.routeToCityWeather()` reads it.
/// The interactor never calls the router, so the VIP loop stays closed.
@MainActor
public final class CitiesRouter: CitiesRoutingLogic {
  // Both weakly: the view owns the interactor (the data store), and the app owns the coordinator,
  // which in turn owns the views.
  private weak var dataStore: (any CitiesDataStore)?
  private weak var coordinator: (any CitiesCoordinator)?

  /// Makes a router that reads the given data store and asks the given coordinator to move.
  public init(dataStore: any CitiesDataStore, coordinator: any CitiesCoordinator) {
    self.dataStore = dataStore
    self.coordinator = coordinator
  }

  public func routeToCityWeather() {
    guard let city = dataStore?.selectedCity else { return }
    coordinator?.showCityWeather(for: city)
  }

  public func routeToAddCity() {
    coordinator?.showAddCity()
  }
}
