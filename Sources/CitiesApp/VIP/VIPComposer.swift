import CitiesDomain
import CitiesVIP

/// VIP's composer: each scene from its configurator, every router asking one coordinator.
enum VIPComposer: SceneComposer {
  typealias Navigation = VIPTerminalCoordinator

  static func makeSavedCities(_ wiring: Wiring) -> TerminalView {
    let view = VIPCitiesTerminalView(screen: .savedCities(), trace: wiring.viewTrace)
    (view.interactor, view.router) = CitiesConfigurator(
      displayCitiesUseCase: wiring.dependencies.displayCitiesUseCase,
      deleteCityUseCase: wiring.dependencies.deleteCityUseCase,
      presenterDecorator: wiring.traced { VIPPresenterTrace($0, traceLog: $1) }
    ).configure(view: view, coordinator: wiring.navigation)
    return view
  }

  static func makeAddCity(_ wiring: Wiring) -> TerminalView {
    let view = VIPAddCityTerminalView(screen: .addCity(), trace: wiring.viewTrace)
    (view.interactor, view.router) = AddCityConfigurator(
      searchCitiesUseCase: wiring.dependencies.searchCitiesUseCase,
      addCityUseCase: wiring.dependencies.addCityUseCase, clock: wiring.dependencies.clock,
      presenterDecorator: wiring.traced { VIPPresenterTrace($0, traceLog: $1) }
    ).configure(view: view, coordinator: wiring.navigation)
    return view
  }

  static func makeCityWeather(for city: City, _ wiring: Wiring) -> TerminalView {
    let view = VIPCityWeatherTerminalView(
      screen: .cityWeather(named: city.name), trace: wiring.viewTrace)
    (view.interactor, view.router) = CityWeatherConfigurator(
      showWeatherUseCase: wiring.dependencies.showWeatherUseCase,
      presenterDecorator: wiring.traced { VIPPresenterTrace($0, traceLog: $1) }
    ).configure(view: view, city: city, coordinator: wiring.navigation)
    return view
  }
}
