/// Where the add-city presenter may send the user: back to the list, with or without a new city.
@MainActor
public protocol AddCityWireframe: AnyObject {
  /// Leaves the search for the saved list: on cancel, and once the chosen city is saved (the list
  /// reads itself again as it appears, and so shows it).
  func returnToCities()
}

/// The add-city scene's wireframe: the search leads back to the list only.
@MainActor
public final class AddCityRouter: AppRouter, AddCityWireframe {
  public func returnToCities() { navigator?.showCities() }
}
