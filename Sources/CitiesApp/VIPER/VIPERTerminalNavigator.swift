import CitiesDomain
import CitiesVIPER

/// The app's navigator for every VIPER module: it notes where a router asks to go.
@MainActor
final class VIPERTerminalNavigator: SceneNavigation, AppNavigator {
  func showCityWeather(for city: City) { request(.cityWeather(city), city) }

  func showAddCity() { request(.addCity) }

  // Both the search and the weather return here.
  func showCities() { request(.savedCities) }
}
