/// Where the city-weather scene can lead; the view calls it on back.
@MainActor
public protocol CityWeatherRoutingLogic: AnyObject {
  /// Goes back to the saved list.
  func routeToCities()
}
