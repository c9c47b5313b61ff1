import CitiesVIP

/// The app's coordinator for every VIP scene: it notes where a router asks to go.
final class VIPTerminalCoordinator: SceneNavigation, CitiesCoordinator, AddCityCoordinator,
  CityWeatherCoordinator
{
  // Both the search and the weather return here.
  func returnToCities() { request(.savedCities) }
}
