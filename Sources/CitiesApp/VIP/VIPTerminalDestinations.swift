import CitiesTerminalKit
import CitiesVIP

/// The scenes VIP's routes lead to in the terminal: each made from its configurator, as a
/// storyboard makes a view controller, and shown through the navigation once its router is done.
struct VIPTerminalDestinations: CitiesDestinations, AddCityDestinations, CityWeatherDestinations {
  let wiring: VIPComposer.Wiring

  func makeCitiesScene() -> CitiesScene { citiesScene() }
  func makeAddCityScene() -> AddCityScene { addCityScene() }
  func makeCityWeatherScene() -> CityWeatherScene { cityWeatherScene() }

  func show(_ scene: CitiesScene) { wiring.navigation.show(scene.view) { $0.showCities() } }
  func show(_ scene: AddCityScene) { wiring.navigation.show(scene.view) { $0.showAddCity() } }

  func show(_ scene: CityWeatherScene) {
    guard let city = scene.dataStore.city else { return }
    wiring.navigation.show(scene.view) { $0.showCityWeather(for: city) }
  }

  func citiesScene() -> (view: TerminalView, dataStore: any CitiesDataStore) {
    let view = VIPCitiesTerminalView(screen: .savedCities(), trace: wiring.viewTrace)
    let (interactor, router) = CitiesConfigurator(
      displayCitiesUseCase: wiring.dependencies.displayCitiesUseCase,
      deleteCityUseCase: wiring.dependencies.deleteCityUseCase,
      restoreCityUseCase: wiring.dependencies.restoreCityUseCase, destinations: self
    ).configure(view: view)
    interactor.presenter = interactor.presenter.map { trace($0, .presenter) { $0 } }
    view.interactor = trace(interactor as any CitiesBusinessLogic, .interactor) { $0 }
    view.router = trace(router as any CitiesRoutingLogic, .router) { $0 }
    return (view, interactor)
  }

  func addCityScene() -> (view: TerminalView, dataStore: any AddCityDataStore) {
    let view = VIPAddCityTerminalView(screen: .addCity(), trace: wiring.viewTrace)
    let (interactor, router) = AddCityConfigurator(
      searchCitiesUseCase: wiring.dependencies.searchCitiesUseCase,
      addCityUseCase: wiring.dependencies.addCityUseCase, clock: wiring.dependencies.clock,
      destinations: self
    ).configure(view: view)
    interactor.presenter = interactor.presenter.map { trace($0, .presenter) { $0 } }
    view.interactor = trace(interactor as any AddCityBusinessLogic, .interactor) { $0 }
    view.router = trace(router as any AddCityRoutingLogic, .router) { $0 }
    return (view, interactor)
  }

  func cityWeatherScene() -> (view: TerminalView, dataStore: any CityWeatherDataStore) {
    let view = VIPCityWeatherTerminalView(screen: .cityWeather(named: ""), trace: wiring.viewTrace)
    let (interactor, router) = CityWeatherConfigurator(
      showWeatherUseCase: wiring.dependencies.showWeatherUseCase,
      renameCityUseCase: wiring.dependencies.renameCityUseCase, destinations: self
    ).configure(view: view)
    interactor.presenter = interactor.presenter.map { trace($0, .presenter) { $0 } }
    view.interactor = trace(interactor as any CityWeatherBusinessLogic, .interactor) { $0 }
    view.router = trace(router as any CityWeatherRoutingLogic, .router) { $0 }
    return (view, interactor)
  }

  // While tracing, `wrap` hands back a trace standing in for the object, typed as the object is:
  // the swap an app makes to log. A presenter hears from the interactor, the others from the view.
  private func trace<Object>(
    _ object: Object, _ role: TraceRole, as wrap: @escaping (VIPTrace<Object>) -> Object
  ) -> Object {
    let peer: TraceRole = role == .presenter ? .interactor : .view
    return wiring.traced { wrap(VIPTrace($0, traceLog: $1, role: role, peer: peer)) }(object)
  }
}
