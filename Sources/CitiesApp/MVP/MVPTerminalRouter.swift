import CitiesDomain
import CitiesMVP

/// The app's router for every MVP scene: it notes where a presenter asks to go.
@MainActor
final class MVPTerminalRouter: SceneNavigation, CitiesRouter, AddCityRouter, CityWeatherRouter {
  func showCityWeather(for city: City) { request(.cityWeather(city), city) }

  func showAddCity() { request(.addCity) }

  func closeAddCity() { request(.savedCities) }

  func closeCityWeather() { request(.savedCities) }
}
