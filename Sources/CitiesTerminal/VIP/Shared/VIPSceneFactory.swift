import CitiesDomain
import CitiesVIP

/// Builds each VIP scene for the terminal: the view, what its configurator wires behind it, and a
/// tracing decorator on each boundary the app can reach.
///
/// The interactor → presenter boundary is traced by the configurators' `presenterDecorator`.
@MainActor
struct VIPSceneFactory: SceneFactory {
  let citiesConfigurator: CitiesConfigurator
  let addCityConfigurator: AddCityConfigurator
  let cityWeatherConfigurator: CityWeatherConfigurator
  let coordinator: VIPTerminalCoordinator
  let traceLog: TraceLog

  func makeCities() -> LiveScene {
    let view = VIPCitiesTerminalView()
    let display = TracingCitiesDisplayLogic(view, traceLog: traceLog)
    let tracedCoordinator = TracingCitiesCoordinator(coordinator, traceLog: traceLog)
    let scene = citiesConfigurator.configure(view: display, coordinator: tracedCoordinator)
    view.interactor = TracingCitiesBusinessLogic(scene.interactor, traceLog: traceLog)
    view.router = TracingCitiesRoutingLogic(scene.router, traceLog: traceLog)
    return LiveScene(
      view: view, decorators: [display, tracedCoordinator], parts: [scene.interactor, scene.router])
  }

  func makeAddCity() -> LiveScene {
    let view = VIPAddCityTerminalView()
    let display = TracingAddCityDisplayLogic(view, traceLog: traceLog)
    let tracedCoordinator = TracingAddCityCoordinator(coordinator, traceLog: traceLog)
    let scene = addCityConfigurator.configure(view: display, coordinator: tracedCoordinator)
    view.interactor = TracingAddCityBusinessLogic(scene.interactor, traceLog: traceLog)
    view.router = TracingAddCityRoutingLogic(scene.router, traceLog: traceLog)
    return LiveScene(
      view: view, decorators: [display, tracedCoordinator], parts: [scene.interactor, scene.router])
  }

  func makeCityWeather(for city: City) -> LiveScene {
    let view = VIPCityWeatherTerminalView(cityName: city.name)
    let display = TracingCityWeatherDisplayLogic(view, traceLog: traceLog)
    let tracedCoordinator = TracingCityWeatherCoordinator(coordinator, traceLog: traceLog)
    let scene = cityWeatherConfigurator.configure(
      view: display, city: city, coordinator: tracedCoordinator)
    view.interactor = TracingCityWeatherBusinessLogic(scene.interactor, traceLog: traceLog)
    view.router = TracingCityWeatherRoutingLogic(scene.router, traceLog: traceLog)
    return LiveScene(
      view: view, decorators: [display, tracedCoordinator], parts: [scene.interactor, scene.router])
  }
}
