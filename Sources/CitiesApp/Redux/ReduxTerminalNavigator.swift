import CitiesDomain

/// The app's navigator for every Redux scene: a view asks it for the scene its state names.
@MainActor
final class ReduxTerminalNavigator: SceneNavigation {
  func showCityWeather(for city: City) { request(.cityWeather(city), city) }

  func showAddCity() { request(.addCity) }

  func showCities() { request(.savedCities) }
}
