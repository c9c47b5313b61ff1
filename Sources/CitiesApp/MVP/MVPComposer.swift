import CitiesDomain
import CitiesMVP

/// MVP's composer: each scene from its configurator, every presenter routed to one router; while
/// tracing is on, each view talks to its presenter through `MVPPresenterTrace`.
enum MVPComposer: SceneComposer {
  typealias Navigation = MVPTerminalRouter

  static func makeSavedCities(_ wiring: Wiring) -> TerminalView {
    let view = MVPCitiesTerminalView(screen: .savedCities(), trace: wiring.viewTrace)
    let presenter = CitiesConfigurator(
      displayCitiesUseCase: wiring.dependencies.displayCitiesUseCase,
      deleteCityUseCase: wiring.dependencies.deleteCityUseCase,
      restoreCityUseCase: wiring.dependencies.restoreCityUseCase,
      orderSetting: wiring.navigation.listOrder
    ).configure(
      view: view, router: wiring.navigation, renamedCity: wiring.navigation.renamedCity.take())
    view.presenter = wiring.traced { MVPPresenterTrace($0, traceLog: $1) }(presenter)
    return view
  }

  static func makeAddCity(_ wiring: Wiring) -> TerminalView {
    let view = MVPAddCityTerminalView(screen: .addCity(), trace: wiring.viewTrace)
    let presenter = AddCityConfigurator(
      searchCitiesUseCase: wiring.dependencies.searchCitiesUseCase,
      addCityUseCase: wiring.dependencies.addCityUseCase, clock: wiring.dependencies.clock
    ).configure(view: view, router: wiring.navigation)
    view.presenter = wiring.traced { MVPPresenterTrace($0, traceLog: $1) }(presenter)
    return view
  }

  static func makeCityWeather(for city: City, _ wiring: Wiring) -> TerminalView {
    let view = MVPCityWeatherTerminalView(
      screen: .cityWeather(named: city.name), trace: wiring.viewTrace)
    let presenter = CityWeatherConfigurator(
      showWeatherUseCase: wiring.dependencies.showWeatherUseCase,
      renameCityUseCase: wiring.dependencies.renameCityUseCase
    ).configure(city: city, view: view, router: wiring.navigation)
    view.presenter = wiring.traced { MVPPresenterTrace($0, traceLog: $1) }(presenter)
    return view
  }
}
