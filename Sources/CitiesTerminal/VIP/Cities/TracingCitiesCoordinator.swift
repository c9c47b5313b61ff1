import CitiesDomain
import CitiesVIP

/// Stands between VIP's saved-cities router and the app's coordinator, and traces each change of
/// scene the router decides on.
///
/// The router holds it weakly, as it would the coordinator, so the scene keeps it alive.
@MainActor
final class TracingCitiesCoordinator: CitiesCoordinator {
  private let coordinator: any CitiesCoordinator
  private let trace: BoundaryTrace

  /// Wraps the app's coordinator; the configurator receives this in its place.
  init(_ coordinator: any CitiesCoordinator, traceLog: TraceLog) {
    self.coordinator = coordinator
    trace = BoundaryTrace(log: traceLog, from: .router, to: .navigator)
  }

  func showCityWeather(for city: City) {
    trace.record("showCityWeather(for: \(city.name))")
    coordinator.showCityWeather(for: city)
  }

  func showAddCity() {
    trace.record("showAddCity()")
    coordinator.showAddCity()
  }
}
