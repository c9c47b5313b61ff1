/// The add-city scene's routing: back to the list, by way of the app's coordinator.
///
/// It passes no data and so needs no data store: the list loads itself on every appearance,
/// which is how it comes to show the city just added.
@MainActor
public final class AddCityRouter: AddCityRoutingLogic {
  private weak var coordinator: (any AddCityCoordinator)?

  /// Makes a router that asks the given coordinator to move.
  public init(coordinator: any AddCityCoordinator) {
    self.coordinator = coordinator
  }

  public func routeToCities() {
    coordinator?.returnToCities()
  }
}
