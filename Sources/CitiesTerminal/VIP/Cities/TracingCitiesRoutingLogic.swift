import CitiesVIP

/// Stands between VIP's saved-cities view and its router, and traces where the view asks to go.
@MainActor
final class TracingCitiesRoutingLogic: CitiesRoutingLogic {
  private let router: any CitiesRoutingLogic
  private let trace: BoundaryTrace

  /// Wraps the router the configurator made; the view holds this in its place.
  init(_ router: any CitiesRoutingLogic, traceLog: TraceLog) {
    self.router = router
    trace = BoundaryTrace(log: traceLog, from: .view, to: .router)
  }

  func routeToCityWeather() {
    trace.record("routeToCityWeather()")
    router.routeToCityWeather()
  }

  func routeToAddCity() {
    trace.record("routeToAddCity()")
    router.routeToAddCity()
  }
}
