import CitiesDomain
import CitiesMVP

/// The app's router for every MVP scene: it notes where a presenter asks to go.
final class MVPTerminalRouter: SceneNavigation, CitiesRouter, AddCityRouter, CityWeatherRouter {
  /// The list's order, and a city renamed on the weather: kept for the list scenes shown next.
  let listOrder = CitiesListOrderSetting()
  var renamedCity: City?

  func closeAddCity() { request(.savedCities) }

  func closeCityWeather() { request(.savedCities) }
  func closeCityWeather(afterRenaming city: City) {
    renamedCity = city
    request(.savedCities, city)
  }
}
