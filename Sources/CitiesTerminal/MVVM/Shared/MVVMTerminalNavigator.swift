import CitiesDomain
import CitiesMVVM

/// The app's navigator for every MVVM scene: it asks the shell for the next scene, which the
/// shell shows once the view model's intent has returned.
@MainActor
final class MVVMTerminalNavigator: CitiesNavigator, AddCityNavigator, CityWeatherNavigator {
  private let navigation: PendingNavigation

  /// Makes the navigator that writes into the shell's pending navigation.
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
