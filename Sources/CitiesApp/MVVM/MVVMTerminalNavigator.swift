import CitiesDomain
import CitiesMVVM

/// The app's navigator for every MVVM scene: it notes where a view model asks to go.
@MainActor
final class MVVMTerminalNavigator: SceneNavigation, CitiesNavigator, AddCityNavigator,
  CityWeatherNavigator
{
  func showCityWeather(for city: City) { request(.cityWeather(city), city) }

  func showAddCity() { request(.addCity) }

  func closeAddCity() { request(.savedCities) }

  func closeCityWeather() { request(.savedCities) }
}
