/// Where the city-weather scene can lead; the view calls it on back.
@MainActor
public protocol CityWeatherRoutingLogic: AnyObject {
  func routeToCities()
}

/// What the city-weather router reads to pass data to the next scene.
@MainActor
public protocol CityWeatherDataPassing: AnyObject {
  var dataStore: (any CityWeatherDataStore)? { get }
}

/// The scene the city-weather route leads back to, which only the app can make and show: on iOS
/// the navigation controller still holds it and pops back to it.
@MainActor
public protocol CityWeatherDestinations {
  func makeCitiesScene() -> CitiesScene
  func show(_ scene: CitiesScene)
}

/// The city-weather scene's routing: back to the list, which it makes through the app and shows.
///
/// It passes the list its order and the city renamed here, if any: the list loads itself on every
/// appearance, and with a renamed city it shows the new name without a loading state.
@MainActor
public final class CityWeatherRouter: CityWeatherRoutingLogic, CityWeatherDataPassing {
  // Weak, because the view owns this router.
  public weak var viewController: (any CityWeatherDisplayLogic)?
  public var dataStore: (any CityWeatherDataStore)?
  private let destinations: any CityWeatherDestinations

  /// Makes a router that routes to the scene `destinations` makes; the configurator sets the view
  /// and the data store.
  public init(destinations: any CityWeatherDestinations) {
    self.destinations = destinations
  }

  public func routeToCities() {
    guard let viewController else { return }
    var destination = destinations.makeCitiesScene()
    if let dataStore { passDataToCities(source: dataStore, destination: &destination.dataStore) }
    navigateToCities(source: viewController, destination: destination)
  }

  // The list's order outlives the scenes, so it rides back as it rode here.
  func passDataToCities(source: any CityWeatherDataStore, destination: inout any CitiesDataStore) {
    destination.order = source.listOrder
    destination.renamedCity = source.renamedCity
  }

  // Clean Swift's shape: on iOS the source pops back to the destination; here the app's
  // destinations show it.
  func navigateToCities(source: any CityWeatherDisplayLogic, destination: CitiesScene) {
    destinations.show(destination)
  }
}
