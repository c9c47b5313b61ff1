import CitiesDomain
import CitiesMVVM

/// Stands between MVVM's saved-cities view model and the app's navigator, and traces each change
/// of scene the view model asks for.
///
/// The view model holds it weakly, as it would the navigator, so the scene keeps it alive.
@MainActor
final class TracingCitiesNavigator: CitiesNavigator {
  private let navigator: any CitiesNavigator
  private let trace: BoundaryTrace

  /// Wraps the app's navigator; the assembler receives this in its place.
  init(_ navigator: any CitiesNavigator, traceLog: TraceLog) {
    self.navigator = navigator
    trace = BoundaryTrace(log: traceLog, from: .viewModel, to: .navigator)
  }

  func showCityWeather(for city: City) {
    trace.record("showCityWeather(for: \(city.name))")
    navigator.showCityWeather(for: city)
  }

  func showAddCity() {
    trace.record("showAddCity()")
    navigator.showAddCity()
  }
}
