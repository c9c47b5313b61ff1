import CitiesDomain
import CitiesVIP

/// The app's coordinator for every VIP scene: it performs the change of scene a router decided
/// on, by asking the shell for it once the view's event has been handled.
@MainActor
final class VIPTerminalCoordinator: CitiesCoordinator, AddCityCoordinator, CityWeatherCoordinator {
  private let navigation: PendingNavigation

  /// Makes the coordinator that writes into the shell's pending navigation.
  init(navigation: PendingNavigation) {
    self.navigation = navigation
  }

  func showCityWeather(for city: City) {
    navigation.request(.cityWeather(city))
  }

  func showAddCity() {
    navigation.request(.addCity)
  }

  // Both the search and the weather return here.
  func returnToCities() {
    navigation.request(.savedCities)
  }
}
