/// Where the add-city scene can lead; the view calls it on cancel and once a city is added.
@MainActor
public protocol AddCityRoutingLogic: AnyObject {
  func routeToCities()
}

/// What the add-city router reads to pass data to the next scene.
@MainActor
public protocol AddCityDataPassing: AnyObject {
  var dataStore: (any AddCityDataStore)? { get }
}

/// The scene the add-city route leads back to, which only the app can make and show: on iOS the
/// navigation controller still holds it and pops back to it.
@MainActor
public protocol AddCityDestinations {
  func makeCitiesScene() -> CitiesScene
  func show(_ scene: CitiesScene)
}

/// The add-city scene's routing: back to the list, which it makes through the app and shows.
///
/// It passes the list only its order: the list loads itself on every appearance, which is how it comes to
/// show the city just added, as CleanStore's list of orders fetches them as it appears.
@MainActor
public final class AddCityRouter: AddCityRoutingLogic, AddCityDataPassing {
  // Weak, because the view owns this router.
  public weak var viewController: (any AddCityDisplayLogic)?
  public var dataStore: (any AddCityDataStore)?
  private let destinations: any AddCityDestinations

  /// Makes a router that routes to the scene `destinations` makes; the configurator sets the view
  /// and the data store.
  public init(destinations: any AddCityDestinations) {
    self.destinations = destinations
  }

  public func routeToCities() {
    guard let viewController else { return }
    var destination = destinations.makeCitiesScene()
    if let dataStore { passDataToCities(source: dataStore, destination: &destination.dataStore) }
    navigateToCities(source: viewController, destination: destination)
  }

  // The list's order outlives the scenes, so it rides back as it rode here.
  func passDataToCities(source: any AddCityDataStore, destination: inout any CitiesDataStore) {
    destination.order = source.listOrder
  }

  // Clean Swift's shape: on iOS the source pops back to the destination; here the app's
  // destinations show it.
  func navigateToCities(source: any AddCityDisplayLogic, destination: CitiesScene) {
    destinations.show(destination)
  }
}
