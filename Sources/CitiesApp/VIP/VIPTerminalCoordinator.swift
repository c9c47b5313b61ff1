import CitiesDomain
import CitiesVIP

/// The app's coordinator for every VIP scene: it notes where a router asks to go.
@MainActor
final class VIPTerminalCoordinator: SceneNavigation, CitiesCoordinator, AddCityCoordinator,
  CityWeatherCoordinator
{
  func showCityWeather(for city: City) { request(.cityWeather(city), city) }

  func showAddCity() { request(.addCity) }

  // Both the search and the weather return here.
  func returnToCities() { request(.savedCities) }
}
