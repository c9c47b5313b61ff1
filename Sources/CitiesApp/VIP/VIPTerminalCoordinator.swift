import CitiesDomain
import CitiesTerminalKit
import CitiesVIP

/// The app's coordinator for every VIP scene: it builds each scene with its configurator (the
/// terminal view, and the interactor, presenter and router behind it) and moves where a router asks.
@MainActor
final class VIPTerminalCoordinator: SceneNavigation, SceneFactory, CitiesCoordinator,
  AddCityCoordinator, CityWeatherCoordinator
{
  func makeScene(for destination: SceneDestination) -> TerminalView {
    let traceLog = dependencies.traceLog
    let viewTrace = HopRecorder(log: traceLog, role: .view, peer: .presenter)
    switch destination {
    case .savedCities:
      let view = VIPCitiesTerminalView(screen: .savedCities(), trace: viewTrace)
      (view.interactor, view.router) = CitiesConfigurator(
        displayCitiesUseCase: dependencies.displayCitiesUseCase,
        deleteCityUseCase: dependencies.deleteCityUseCase,
        presenterDecorator: { VIPPresenterTrace($0, traceLog: traceLog) }
      ).configure(view: view, coordinator: self)
      return view
    case .addCity:
      let view = VIPAddCityTerminalView(screen: .addCity(), trace: viewTrace)
      (view.interactor, view.router) = AddCityConfigurator(
        searchCitiesUseCase: dependencies.searchCitiesUseCase,
        addCityUseCase: dependencies.addCityUseCase, clock: dependencies.clock,
        presenterDecorator: { VIPPresenterTrace($0, traceLog: traceLog) }
      ).configure(view: view, coordinator: self)
      return view
    case .cityWeather(let city):
      let view = VIPCityWeatherTerminalView(
        screen: .cityWeather(named: city.name), trace: viewTrace)
      (view.interactor, view.router) = CityWeatherConfigurator(
        showWeatherUseCase: dependencies.showWeatherUseCase,
        presenterDecorator: { VIPPresenterTrace($0, traceLog: traceLog) }
      ).configure(view: view, city: city, coordinator: self)
      return view
    }
  }

  // What the routers ask for; each request records the call as it was made.
  func showCityWeather(for city: City) { request(.cityWeather(city), city) }

  func showAddCity() { request(.addCity) }

  // Both the search and the weather return here.
  func returnToCities() { request(.savedCities) }
}
