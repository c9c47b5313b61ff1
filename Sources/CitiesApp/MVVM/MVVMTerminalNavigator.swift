import CitiesDomain
import CitiesMVVM

/// The app's navigator for every MVVM scene: it notes where a view model asks to go, and keeps
/// what outlives a scene, the list's settings and the callback that passes a rename back.
final class MVVMTerminalNavigator: SceneNavigation, CitiesNavigator, AddCityNavigator,
  CityWeatherNavigator
{
  let listSettings = CitiesListSettings()
  private(set) var didRenameCity: @MainActor (City) -> Void = { _ in }
  func showCityWeather(for city: City, didRenameCity: @escaping @MainActor (City) -> Void) {
    self.didRenameCity = didRenameCity
    showCityWeather(for: city)
  }

  func closeAddCity() { request(.savedCities) }
  func closeCityWeather() { request(.savedCities) }
}
