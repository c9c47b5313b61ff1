import CitiesDomain
import CitiesTerminalKit
import CitiesVIPER

/// The app's navigator for every VIPER module: it builds each one with its module builder (the
/// terminal view, and the presenter, interactor and router behind it) and moves where a router
/// asks.
@MainActor
final class VIPERTerminalNavigator: SceneNavigation, SceneFactory, AppNavigator {
  func makeScene(for destination: SceneDestination) -> TerminalView {
    let trace = HopRecorder(log: dependencies.traceLog, role: .view, peer: .presenter)
    switch destination {
    case .savedCities: return citiesModule(trace)
    case .addCity: return addCityModule(trace)
    case .cityWeather(let city): return cityWeatherModule(for: city, trace)
    }
  }

  private func citiesModule(_ trace: HopRecorder) -> TerminalView {
    let view = VIPERCitiesTerminalView(screen: .savedCities(), trace: trace)
    view.eventHandler = CitiesModuleBuilder.build(
      view: view, navigator: self, displayCitiesUseCase: dependencies.displayCitiesUseCase,
      deleteCityUseCase: dependencies.deleteCityUseCase, interactorDecorator: traced)
    return view
  }

  private func addCityModule(_ trace: HopRecorder) -> TerminalView {
    let view = VIPERAddCityTerminalView(screen: .addCity(), trace: trace)
    view.eventHandler = AddCityModuleBuilder.build(
      view: view, navigator: self, searchCitiesUseCase: dependencies.searchCitiesUseCase,
      addCityUseCase: dependencies.addCityUseCase, clock: dependencies.clock,
      interactorDecorator: traced)
    return view
  }

  private func cityWeatherModule(for city: City, _ trace: HopRecorder) -> TerminalView {
    let view = VIPERCityWeatherTerminalView(screen: .cityWeather(named: city.name), trace: trace)
    view.eventHandler = CityWeatherModuleBuilder.build(
      view: view, city: city, navigator: self,
      showWeatherUseCase: dependencies.showWeatherUseCase, interactorDecorator: traced)
    return view
  }

  // Every interactor is traced at its boundary with the presenter.
  private func traced<Interactor>(_ interactor: Interactor) -> VIPERInteractorTrace<Interactor> {
    VIPERInteractorTrace(interactor, traceLog: dependencies.traceLog)
  }

  // What the routers ask for; each request records the call as it was made.
  func showCityWeather(for city: City) { request(.cityWeather(city), city) }

  func showAddCity() { request(.addCity) }

  // Both the search and the weather return here.
  func showCities() { request(.savedCities) }
}
