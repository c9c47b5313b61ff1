import CitiesDomain
import CitiesVIPER

/// VIPER's composer: it installs the list as the root module, gives each module presented since
/// its view, and only while tracing, traces both sides of each presenter.
enum VIPERComposer: SceneComposer {
  typealias Navigation = VIPERRootWireframe

  static func makeSavedCities(_ wiring: Wiring) -> TerminalView {
    let (window, dependencies) = (wiring.navigation, wiring.dependencies)
    let wireframe = CitiesWireframe(
      addCityWireframe: AddCityWireframe(
        rootWireframe: window, searchCitiesUseCase: dependencies.searchCitiesUseCase,
        addCityUseCase: dependencies.addCityUseCase, clock: dependencies.clock),
      cityWeatherWireframe: CityWeatherWireframe(
        rootWireframe: window, showWeatherUseCase: dependencies.showWeatherUseCase,
        renameCityUseCase: dependencies.renameCityUseCase))
    let presenter = CitiesModuleBuilder.build(
      wireframe: wireframe, displayCitiesUseCase: dependencies.displayCitiesUseCase,
      deleteCityUseCase: dependencies.deleteCityUseCase,
      restoreCityUseCase: dependencies.restoreCityUseCase, orderStore: window.citiesListOrder)
    let view = VIPERCitiesTerminalView(screen: .savedCities(), trace: wiring.viewTrace)
    presenter.view = view
    presenter.interactor = wiring.traced(by: VIPERInteractorTrace.init)(presenter.interactor)
    view.eventHandler = wiring.traced(by: VIPERModuleInterfaceTrace.init)(presenter)
    return view
  }

  // The wireframe that presented the search built it; the window hands its presenter over.
  static func makeAddCity(_ wiring: Wiring) -> TerminalView {
    let view = VIPERAddCityTerminalView(screen: .addCity(), trace: wiring.viewTrace)
    guard let presenter = wiring.navigation.takePresented(AddCityPresenter.self) else {
      return view
    }
    presenter.view = view
    presenter.interactor = wiring.traced(by: VIPERInteractorTrace.init)(presenter.interactor)
    view.eventHandler = wiring.traced(by: VIPERModuleInterfaceTrace.init)(presenter)
    return view
  }

  static func makeCityWeather(for city: City, _ wiring: Wiring) -> TerminalView {
    let view = VIPERCityWeatherTerminalView(
      screen: .cityWeather(named: city.name), trace: wiring.viewTrace)
    guard let presenter = wiring.navigation.takePresented(CityWeatherPresenter.self)
    else { return view }
    presenter.view = view
    presenter.interactor = wiring.traced(by: VIPERInteractorTrace.init)(presenter.interactor)
    view.eventHandler = wiring.traced(by: VIPERModuleInterfaceTrace.init)(presenter)
    return view
  }
}
