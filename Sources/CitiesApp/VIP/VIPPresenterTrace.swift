import CitiesTerminalKit
import CitiesVIP

/// Stands between each VIP interactor and its presenter, put there by the configurators'
/// `presenterDecorator` seam, and records every response the interactor presents.
///
/// The presenter is the pattern's own object, so this is the one place VIP needs a decorator: the
/// configurator builds that boundary inside the scene, out of the app's reach.
@MainActor
struct VIPPresenterTrace<Presenter> {
  private let presenter: Presenter
  private let trace: HopRecorder

  /// Wraps the presenter the configurator made; the interactor holds this in its place.
  init(_ presenter: Presenter, traceLog: TraceLog) {
    self.presenter = presenter
    trace = HopRecorder(log: traceLog, role: .presenter, peer: .interactor)
  }
}

extension VIPPresenterTrace: CitiesPresentationLogic
where Presenter == any CitiesPresentationLogic {
  func presentCities(response: Cities.LoadCities.Response) {
    trace.received(response)
    presenter.presentCities(response: response)
  }

  func presentDeleteCity(response: Cities.DeleteCity.Response) {
    trace.received(response)
    presenter.presentDeleteCity(response: response)
  }
}

extension VIPPresenterTrace: AddCityPresentationLogic
where Presenter == any AddCityPresentationLogic {
  func presentSearch(response: AddCity.SearchCities.Response) {
    trace.received(response)
    presenter.presentSearch(response: response)
  }

  func presentChosenCity(response: AddCity.ChooseCity.Response) {
    trace.received(response)
    presenter.presentChosenCity(response: response)
  }
}

extension VIPPresenterTrace: CityWeatherPresentationLogic
where Presenter == any CityWeatherPresentationLogic {
  func presentWeather(response: CityWeather.LoadWeather.Response) {
    trace.received(response)
    presenter.presentWeather(response: response)
  }
}
