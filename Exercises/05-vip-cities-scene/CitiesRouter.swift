// Made by scripts/kata.py from Sources/CitiesVIP/Cities/CitiesRouter.swift.

import CitiesDomain

/// Where the cities scene can lead; the view calls these, after `selectCity(request:)` for the
/// weather.
@MainActor
public protocol CitiesRoutingLogic: AnyObject {
  func routeToCityWeather()
  func routeToAddCity()
}

/// What the cities router reads to pass data to the next scene.
@MainActor
public protocol CitiesDataPassing: AnyObject {
  var dataStore: (any CitiesDataStore)? { get }
}

/// The scenes the cities routes lead to, which only the app can make and show: on iOS a storyboard
/// makes each and a navigation controller shows it.
@MainActor
public protocol CitiesDestinations {
  func makeCityWeatherScene() -> CityWeatherScene
  func makeAddCityScene() -> AddCityScene
  func show(_ scene: CityWeatherScene)
  func show(_ scene: AddCityScene)
}

/// The cities scene's routing: it makes the destination scene, passes it the data it needs
/// through the destination's data store, then navigates, each a step of its own as Clean Swift's
/// routers take them.
///
/// The interactor never calls the router, so the VIP loop stays closed.
@MainActor
public final class CitiesRouter: CitiesRoutingLogic, CitiesDataPassing {
  // Weak, because the view owns this router.
  public weak var viewController: (any CitiesDisplayLogic)?
  public var dataStore: (any CitiesDataStore)?
  private let destinations: any CitiesDestinations

  /// Makes a router that routes to the scenes `destinations` makes; the configurator sets the
  /// view and the data store.
  public init(destinations: any CitiesDestinations) {
    self.destinations = destinations
  }

  public func routeToCityWeather() {
    guard let viewController, let dataStore, dataStore.selectedCity != nil else { return }
    var destination = destinations.makeCityWeatherScene()
    passDataToCityWeather(source: dataStore, destination: &destination.dataStore)
    navigateToCityWeather(source: viewController, destination: destination)
  }

  public func routeToAddCity() {
    guard let viewController, let dataStore else { return }
    var destination = destinations.makeAddCityScene()
    passDataToAddCity(source: dataStore, destination: &destination.dataStore)
    navigateToAddCity(source: viewController, destination: destination)
  }

  func passDataToCityWeather(
    source: any CitiesDataStore, destination: inout any CityWeatherDataStore
  ) {
    destination.city = source.selectedCity
    destination.listOrder = source.order
  }

  func passDataToAddCity(source: any CitiesDataStore, destination: inout any AddCityDataStore) {
    destination.listOrder = source.order
  }

  // Clean Swift's shape: on iOS the source shows the destination; here the app's destinations do.
  func navigateToCityWeather(source: any CitiesDisplayLogic, destination: CityWeatherScene) {
    destinations.show(destination)
  }

  func navigateToAddCity(source: any CitiesDisplayLogic, destination: AddCityScene) {
    destinations.show(destination)
  }
}
