import CitiesMVP

/// The app's router for every MVP scene: it notes where a presenter asks to go.
final class MVPTerminalRouter: SceneNavigation, CitiesRouter, AddCityRouter, CityWeatherRouter {
  func closeAddCity() { request(.savedCities) }

  func closeCityWeather() { request(.savedCities) }
}
