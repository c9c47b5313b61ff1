import CitiesTerminalKit
import CitiesVIP

/// Stands in for a VIP interactor, presenter or router while tracing: the composer swaps it in
/// where the view or the interactor holds the object, and it records every message under the name
/// of the method that received it before passing it on.
final class VIPTrace<Object>: HopRelay<Object> {}

extension VIPTrace: CitiesBusinessLogic where Object == any CitiesBusinessLogic {
  func loadCities(request: Cities.LoadCities.Request) async {
    await relay(request).loadCities(request: request)
  }

  func deleteCity(request: Cities.DeleteCity.Request) async {
    await relay(request).deleteCity(request: request)
  }

  func undoDelete(request: Cities.UndoDelete.Request) async {
    await relay(request).undoDelete(request: request)
  }

  func sortCities(request: Cities.SortCities.Request) {
    relay(request).sortCities(request: request)
  }

  func selectCity(request: Cities.SelectCity.Request) {
    relay(request).selectCity(request: request)
  }
}

extension VIPTrace: CitiesPresentationLogic where Object == any CitiesPresentationLogic {
  func presentCities(response: Cities.LoadCities.Response) {
    relay(response).presentCities(response: response)
  }

  func presentDeleteCity(response: Cities.DeleteCity.Response) {
    relay(response).presentDeleteCity(response: response)
  }

  func presentUndoDelete(response: Cities.UndoDelete.Response) {
    relay(response).presentUndoDelete(response: response)
  }
}

extension VIPTrace: CitiesRoutingLogic where Object == any CitiesRoutingLogic {
  func routeToCityWeather() { relay().routeToCityWeather() }
  func routeToAddCity() { relay().routeToAddCity() }
}

extension VIPTrace: AddCityBusinessLogic where Object == any AddCityBusinessLogic {
  func searchCities(request: AddCity.SearchCities.Request) async {
    await relay(request).searchCities(request: request)
  }

  func chooseCity(request: AddCity.ChooseCity.Request) async {
    await relay(request).chooseCity(request: request)
  }
}

extension VIPTrace: AddCityPresentationLogic where Object == any AddCityPresentationLogic {
  func presentSearch(response: AddCity.SearchCities.Response) {
    relay(response).presentSearch(response: response)
  }

  func presentChosenCity(response: AddCity.ChooseCity.Response) {
    relay(response).presentChosenCity(response: response)
  }
}

extension VIPTrace: AddCityRoutingLogic where Object == any AddCityRoutingLogic {
  func routeToCities() { relay().routeToCities() }
}

extension VIPTrace: CityWeatherBusinessLogic where Object == any CityWeatherBusinessLogic {
  func loadWeather(request: CityWeather.LoadWeather.Request) async {
    await relay(request).loadWeather(request: request)
  }

  func renameCity(request: CityWeather.RenameCity.Request) async {
    await relay(request).renameCity(request: request)
  }
}

extension VIPTrace: CityWeatherPresentationLogic where Object == any CityWeatherPresentationLogic {
  func presentWeather(response: CityWeather.LoadWeather.Response) {
    relay(response).presentWeather(response: response)
  }

  func presentRenameCity(response: CityWeather.RenameCity.Response) {
    relay(response).presentRenameCity(response: response)
  }
}

extension VIPTrace: CityWeatherRoutingLogic where Object == any CityWeatherRoutingLogic {
  func routeToCities() { relay().routeToCities() }
}
