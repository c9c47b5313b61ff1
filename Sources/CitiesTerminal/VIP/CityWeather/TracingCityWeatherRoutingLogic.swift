import CitiesVIP

/// Stands between VIP's weather view and its router, and traces where the view asks to go.
@MainActor
final class TracingCityWeatherRoutingLogic: CityWeatherRoutingLogic {
  private let router: any CityWeatherRoutingLogic
  private let trace: BoundaryTrace

  /// Wraps the router the configurator made; the view holds this in its place.
  init(_ router: any CityWeatherRoutingLogic, traceLog: TraceLog) {
    self.router = router
    trace = BoundaryTrace(log: traceLog, from: .view, to: .router)
  }

  func routeToCities() {
    trace.record("routeToCities()")
    router.routeToCities()
  }
}
