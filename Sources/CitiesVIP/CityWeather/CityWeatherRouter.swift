/// The city-weather scene's routing: back to the list, by way of the app's coordinator.
///
/// It passes no data and so needs no data store.
@MainActor
public final class CityWeatherRouter: CityWeatherRoutingLogic {
  private weak var coordinator: (any CityWeatherCoordinator)?

  /// Makes a router that asks the given coordinator to move.
  public init(coordinator: any CityWeatherCoordinator) {
    self.coordinator = coordinator
  }

  public func routeToCities() {
    coordinator?.returnToCities()
  }
}
