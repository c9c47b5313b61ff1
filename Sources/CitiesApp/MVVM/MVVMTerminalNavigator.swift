import CitiesMVVM

/// The app's navigator for every MVVM scene: it notes where a view model asks to go.
final class MVVMTerminalNavigator: SceneNavigation, CitiesNavigator, AddCityNavigator,
  CityWeatherNavigator
{
  func closeAddCity() { request(.savedCities) }

  func closeCityWeather() { request(.savedCities) }
}
