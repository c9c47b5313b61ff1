import CitiesMVVM

/// Stands between MVVM's weather view model and the app's navigator, and traces the change of
/// scene the view model asks for.
///
/// The view model holds it weakly, as it would the navigator, so the scene keeps it alive.
@MainActor
final class TracingCityWeatherNavigator: CityWeatherNavigator {
  private let navigator: any CityWeatherNavigator
  private let trace: BoundaryTrace

  /// Wraps the app's navigator; the assembler receives this in its place.
  init(_ navigator: any CityWeatherNavigator, traceLog: TraceLog) {
    self.navigator = navigator
    trace = BoundaryTrace(log: traceLog, from: .viewModel, to: .navigator)
  }

  func closeCityWeather() {
    trace.record("closeCityWeather()")
    navigator.closeCityWeather()
  }
}
