import CitiesDomain
import CitiesMVVM

/// Builds each MVVM scene for the terminal: the view model its assembler makes, the view that
/// observes it, and a tracing decorator on the navigator it talks to.
///
/// The view records the other two boundaries itself: the intents it sends and the states it draws.
@MainActor
struct MVVMSceneFactory: SceneFactory {
  let citiesAssembler: CitiesAssembler
  let addCityAssembler: AddCityAssembler
  let cityWeatherAssembler: CityWeatherAssembler
  let navigator: MVVMTerminalNavigator
  let traceLog: TraceLog

  func makeCities() -> LiveScene {
    let tracedNavigator = TracingCitiesNavigator(navigator, traceLog: traceLog)
    let viewModel = citiesAssembler.makeViewModel(navigator: tracedNavigator)
    let view = MVVMCitiesTerminalView(viewModel: viewModel, traceLog: traceLog)
    return LiveScene(view: view, decorators: [tracedNavigator], parts: [viewModel])
  }

  func makeAddCity() -> LiveScene {
    let tracedNavigator = TracingAddCityNavigator(navigator, traceLog: traceLog)
    let viewModel = addCityAssembler.makeViewModel(navigator: tracedNavigator)
    let view = MVVMAddCityTerminalView(viewModel: viewModel, traceLog: traceLog)
    return LiveScene(view: view, decorators: [tracedNavigator], parts: [viewModel])
  }

  func makeCityWeather(for city: City) -> LiveScene {
    let tracedNavigator = TracingCityWeatherNavigator(navigator, traceLog: traceLog)
    let viewModel = cityWeatherAssembler.makeViewModel(city: city, navigator: tracedNavigator)
    let view = MVVMCityWeatherTerminalView(viewModel: viewModel, traceLog: traceLog)
    return LiveScene(view: view, decorators: [tracedNavigator], parts: [viewModel])
  }
}
