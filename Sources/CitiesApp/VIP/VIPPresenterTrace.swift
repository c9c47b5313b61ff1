import CitiesTerminalKit
import CitiesVIP

/// Stands between each VIP interactor and its presenter, put there by the configurators'
/// `presenterDecorator` seam (a boundary out of the app's reach), and records every response.
@MainActor
struct VIPPresenterTrace<Presenter> {
  private let presenter: Presenter
  private let trace: HopRecorder

  /// Wraps the presenter the configurator made; the interactor holds this in its place.
  init(_ presenter: Presenter, traceLog: TraceLog) {
    self.presenter = presenter
    trace = HopRecorder(log: traceLog, role: .presenter, peer: .interactor)
  }

  // Records the response under the name of the method that received it, then passes it on.
  private func relay<Response>(
    _ response: Response, to present: (Response) -> Void, method: String = #function
  ) {
    trace.received(call: method, arguments: [response])
    present(response)
  }
}

extension VIPPresenterTrace: CitiesPresentationLogic
where Presenter == any CitiesPresentationLogic {
  func presentCities(response: Cities.LoadCities.Response) {
    relay(response, to: presenter.presentCities)
  }

  func presentDeleteCity(response: Cities.DeleteCity.Response) {
    relay(response, to: presenter.presentDeleteCity)
  }
}

extension VIPPresenterTrace: AddCityPresentationLogic
where Presenter == any AddCityPresentationLogic {
  func presentSearch(response: AddCity.SearchCities.Response) {
    relay(response, to: presenter.presentSearch)
  }

  func presentChosenCity(response: AddCity.ChooseCity.Response) {
    relay(response, to: presenter.presentChosenCity)
  }
}

extension VIPPresenterTrace: CityWeatherPresentationLogic
where Presenter == any CityWeatherPresentationLogic {
  func presentWeather(response: CityWeather.LoadWeather.Response) {
    relay(response, to: presenter.presentWeather)
  }
}
