/// Performs the screen change the city-weather router decides on; the app implements it.
@MainActor
public protocol CityWeatherCoordinator: AnyObject {
  /// Leaves the weather and shows the saved list again.
  func returnToCities()
}
