import CitiesMVP

/// The app's router for every MVP scene: it notes where a presenter asks to go.
final class MVPTerminalRouter: SceneNavigation, CitiesRouter, AddCityRouter, CityWeatherRouter {
  /// The list's order, which the app keeps for every list scene as it keeps this router.
  let listOrder = CitiesListOrderSetting()

  func closeAddCity() { request(.savedCities) }

  func closeCityWeather() { request(.savedCities) }
}
