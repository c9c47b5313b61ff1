import CitiesTerminalKit
import CitiesVIP

/// VIP's composer: each scene from its configurator, every router asking one coordinator.
@MainActor
struct VIPComposer: SceneComposer {
  static let roles: Roles = (
    useCaseCaller: .interactor, viewPeer: .presenter, navigation: .navigator,
    navigationCaller: .router
  )

  let dependencies: FeatureDependencies
  let navigation: VIPTerminalCoordinator

  func makeScene(for destination: SceneDestination) -> TerminalView {
    switch destination {
    case .savedCities:
      let view = VIPCitiesTerminalView(screen: .savedCities(), trace: viewTrace)
      (view.interactor, view.router) = CitiesConfigurator(
        displayCitiesUseCase: dependencies.displayCitiesUseCase,
        deleteCityUseCase: dependencies.deleteCityUseCase,
        presenterDecorator: { dependencies.traced($0) { VIPPresenterTrace($0, traceLog: $1) } }
      ).configure(view: view, coordinator: navigation)
      return view
    case .addCity:
      let view = VIPAddCityTerminalView(screen: .addCity(), trace: viewTrace)
      (view.interactor, view.router) = AddCityConfigurator(
        searchCitiesUseCase: dependencies.searchCitiesUseCase,
        addCityUseCase: dependencies.addCityUseCase, clock: dependencies.clock,
        presenterDecorator: { dependencies.traced($0) { VIPPresenterTrace($0, traceLog: $1) } }
      ).configure(view: view, coordinator: navigation)
      return view
    case .cityWeather(let city):
      let view = VIPCityWeatherTerminalView(
        screen: .cityWeather(named: city.name), trace: viewTrace)
      (view.interactor, view.router) = CityWeatherConfigurator(
        showWeatherUseCase: dependencies.showWeatherUseCase,
        presenterDecorator: { dependencies.traced($0) { VIPPresenterTrace($0, traceLog: $1) } }
      ).configure(view: view, city: city, coordinator: navigation)
      return view
    }
  }
}
