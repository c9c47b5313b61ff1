import CitiesDomain
import CitiesMVP

/// Builds each MVP scene for the terminal: the view, the presenter its configurator makes, and a
/// tracing decorator on each boundary the app can reach.
@MainActor
struct MVPSceneFactory: SceneFactory {
  let citiesConfigurator: CitiesConfigurator
  let addCityConfigurator: AddCityConfigurator
  let cityWeatherConfigurator: CityWeatherConfigurator
  let router: MVPTerminalRouter
  let traceLog: TraceLog

  func makeCities() -> LiveScene {
    let view = MVPCitiesTerminalView()
    let tracedView = TracingCitiesView(view, traceLog: traceLog)
    let presenter = citiesConfigurator.configure(
      view: tracedView, router: TracingCitiesRouter(router, traceLog: traceLog))
    view.presenter = TracingCitiesPresenter(presenter, traceLog: traceLog)
    return LiveScene(view: view, decorators: [tracedView], parts: [presenter])
  }

  func makeAddCity() -> LiveScene {
    let view = MVPAddCityTerminalView()
    let tracedView = TracingAddCityView(view, traceLog: traceLog)
    let presenter = addCityConfigurator.configure(
      view: tracedView, router: TracingAddCityRouter(router, traceLog: traceLog))
    view.presenter = TracingAddCityPresenter(presenter, traceLog: traceLog)
    return LiveScene(view: view, decorators: [tracedView], parts: [presenter])
  }

  func makeCityWeather(for city: City) -> LiveScene {
    let view = MVPCityWeatherTerminalView(cityName: city.name)
    let tracedView = TracingCityWeatherView(view, traceLog: traceLog)
    let presenter = cityWeatherConfigurator.configure(
      city: city, view: tracedView, router: TracingCityWeatherRouter(router, traceLog: traceLog))
    view.presenter = TracingCityWeatherPresenter(presenter, traceLog: traceLog)
    return LiveScene(view: view, decorators: [tracedView], parts: [presenter])
  }
}
