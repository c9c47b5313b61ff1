import CitiesTerminalKit
import CitiesVIPER

/// VIPER's composer: each module from its module builder, every router asking one navigator.
@MainActor
struct VIPERComposer: SceneComposer {
  static let roles: Roles = (
    useCaseCaller: .interactor, viewPeer: .presenter, navigation: .navigator,
    navigationCaller: .router
  )

  let dependencies: FeatureDependencies
  let navigation: VIPERTerminalNavigator

  func makeScene(for destination: SceneDestination) -> TerminalView {
    switch destination {
    case .savedCities:
      let view = VIPERCitiesTerminalView(screen: .savedCities(), trace: viewTrace)
      view.eventHandler = CitiesModuleBuilder.build(
        view: view, navigator: navigation, displayCitiesUseCase: dependencies.displayCitiesUseCase,
        deleteCityUseCase: dependencies.deleteCityUseCase,
        interactorDecorator: { dependencies.traced($0) { VIPERInteractorTrace($0, traceLog: $1) } })
      return view
    case .addCity:
      let view = VIPERAddCityTerminalView(screen: .addCity(), trace: viewTrace)
      view.eventHandler = AddCityModuleBuilder.build(
        view: view, navigator: navigation, searchCitiesUseCase: dependencies.searchCitiesUseCase,
        addCityUseCase: dependencies.addCityUseCase, clock: dependencies.clock,
        interactorDecorator: { dependencies.traced($0) { VIPERInteractorTrace($0, traceLog: $1) } })
      return view
    case .cityWeather(let city):
      let view = VIPERCityWeatherTerminalView(
        screen: .cityWeather(named: city.name), trace: viewTrace)
      view.eventHandler = CityWeatherModuleBuilder.build(
        view: view, city: city, navigator: navigation,
        showWeatherUseCase: dependencies.showWeatherUseCase,
        interactorDecorator: { dependencies.traced($0) { VIPERInteractorTrace($0, traceLog: $1) } })
      return view
    }
  }
}
