import CitiesDomain
import CitiesVIPER

/// VIPER's composer: each module from its module builder, every router asking one navigator.
enum VIPERComposer: SceneComposer {
  typealias Navigation = VIPERTerminalNavigator

  static func makeSavedCities(_ wiring: Wiring) -> TerminalView {
    let view = VIPERCitiesTerminalView(screen: .savedCities(), trace: wiring.viewTrace)
    view.eventHandler = CitiesModuleBuilder.build(
      view: view, navigator: wiring.navigation,
      displayCitiesUseCase: wiring.dependencies.displayCitiesUseCase,
      deleteCityUseCase: wiring.dependencies.deleteCityUseCase,
      interactorDecorator: wiring.traced { VIPERInteractorTrace($0, traceLog: $1) })
    return view
  }

  static func makeAddCity(_ wiring: Wiring) -> TerminalView {
    let view = VIPERAddCityTerminalView(screen: .addCity(), trace: wiring.viewTrace)
    view.eventHandler = AddCityModuleBuilder.build(
      view: view, navigator: wiring.navigation,
      searchCitiesUseCase: wiring.dependencies.searchCitiesUseCase,
      addCityUseCase: wiring.dependencies.addCityUseCase, clock: wiring.dependencies.clock,
      interactorDecorator: wiring.traced { VIPERInteractorTrace($0, traceLog: $1) })
    return view
  }

  static func makeCityWeather(for city: City, _ wiring: Wiring) -> TerminalView {
    let view = VIPERCityWeatherTerminalView(
      screen: .cityWeather(named: city.name), trace: wiring.viewTrace)
    view.eventHandler = CityWeatherModuleBuilder.build(
      view: view, city: city, navigator: wiring.navigation,
      showWeatherUseCase: wiring.dependencies.showWeatherUseCase,
      interactorDecorator: wiring.traced { VIPERInteractorTrace($0, traceLog: $1) })
    return view
  }
}
