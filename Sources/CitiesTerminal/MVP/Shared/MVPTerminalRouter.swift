import CitiesDomain
import CitiesMVP

/// The app's router for every MVP scene: it asks the shell for the next scene, which the shell
/// shows once the presenter's intent has returned.
@MainActor
final class MVPTerminalRouter: CitiesRouter, AddCityRouter, CityWeatherRouter {
  private let navigation: PendingNavigation

  /// Makes the router that writes into the shell's pending navigation.
  init(navigation: PendingNavigation) {
    self.navigation = navigation
  }

  func showCityWeather(for city: City) {
    navigation.request(.cityWeather(city))
  }

  func showAddCity() {
    navigation.request(.addCity)
  }

  func closeAddCity() {
    navigation.request(.savedCities)
  }

  func closeCityWeather() {
    navigation.request(.savedCities)
  }
}
