/// Where the city-weather scene can lead; the view calls it on back.
@MainActor
public protocol CityWeatherRoutingLogic: AnyObject {
  /// Goes back to the saved list.
  func routeToCities()
}

/// Performs the screen change the city-weather router decides on; the app implements it.
@MainActor
public protocol CityWeatherCoordinator: AnyObject {
  /// Leaves the weather and shows the saved list again.
  func returnToCities()
}

/// The city-weather scene's routing: back to the list, by way of the app's coordinator.
///
/// It passes no data and so needs no data store.
@MainActor
public final class CityWeatherRouter: CityWeatherRoutingLogic {
  // Weak, because the app owns the coordinator, which in turn owns the views.
  private weak var coordinator: (any CityWeatherCoordinator)?

  /// Makes a router that asks the given coordinator to move.
  public init(coordinator: any CityWeatherCoordinator) {
    self.coordinator = coordinator
  }

  public func routeToCities() {
    coordinator?.returnToCities()
  }
}
