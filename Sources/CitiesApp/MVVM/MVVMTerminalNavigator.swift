import CitiesMVVM

/// The app's navigator for every MVVM scene: it notes where a view model asks to go, and, as the
/// one object that outlives every scene, keeps what the list keeps while the app runs.
final class MVVMTerminalNavigator: SceneNavigation, CitiesNavigator, AddCityNavigator,
  CityWeatherNavigator
{
  let listSettings = CitiesListSettings()

  func closeAddCity() { request(.savedCities) }

  func closeCityWeather() { request(.savedCities) }
}
