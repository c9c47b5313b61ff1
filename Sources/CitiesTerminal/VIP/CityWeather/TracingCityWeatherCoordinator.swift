import CitiesVIP

/// Stands between VIP's weather router and the app's coordinator, and traces the change of scene.
///
/// The router holds it weakly, as it would the coordinator, so the scene keeps it alive.
@MainActor
final class TracingCityWeatherCoordinator: CityWeatherCoordinator {
  private let coordinator: any CityWeatherCoordinator
  private let trace: BoundaryTrace

  /// Wraps the app's coordinator; the configurator receives this in its place.
  init(_ coordinator: any CityWeatherCoordinator, traceLog: TraceLog) {
    self.coordinator = coordinator
    trace = BoundaryTrace(log: traceLog, from: .router, to: .navigator)
  }

  func returnToCities() {
    trace.record("returnToCities()")
    coordinator.returnToCities()
  }
}
