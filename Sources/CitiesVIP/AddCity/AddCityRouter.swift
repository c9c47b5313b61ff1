/// Where the add-city scene can lead; the view calls it on cancel and once a city is added.
@MainActor
public protocol AddCityRoutingLogic: AnyObject {
  /// Goes back to the saved list.
  func routeToCities()
}

/// Performs the screen change the add-city router decides on; the app implements it.
@MainActor
public protocol AddCityCoordinator: AnyObject {
  /// Leaves the search and shows the saved list again.
  func returnToCities()
}

/// The add-city scene's routing: back to the list, by way of the app's coordinator.
///
/// It passes no data and so needs no data store: the list loads itself on every appearance,
/// which is how it comes to show the city just added.
@MainActor
public final class AddCityRouter: AddCityRoutingLogic {
  // Weak, because the app owns the coordinator, which in turn owns the views.
  private weak var coordinator: (any AddCityCoordinator)?

  /// Makes a router that asks the given coordinator to move.
  public init(coordinator: any AddCityCoordinator) {
    self.coordinator = coordinator
  }

  public func routeToCities() {
    coordinator?.returnToCities()
  }
}
