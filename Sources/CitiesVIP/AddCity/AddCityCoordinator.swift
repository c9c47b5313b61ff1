/// Performs the screen change the add-city router decides on; the app implements it.
@MainActor
public protocol AddCityCoordinator: AnyObject {
  /// Leaves the search and shows the saved list again.
  func returnToCities()
}
