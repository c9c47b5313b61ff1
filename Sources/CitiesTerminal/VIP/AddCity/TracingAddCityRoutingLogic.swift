import CitiesVIP

/// Stands between VIP's search view and its router, and traces where the view asks to go.
@MainActor
final class TracingAddCityRoutingLogic: AddCityRoutingLogic {
  private let router: any AddCityRoutingLogic
  private let trace: BoundaryTrace

  /// Wraps the router the configurator made; the view holds this in its place.
  init(_ router: any AddCityRoutingLogic, traceLog: TraceLog) {
    self.router = router
    trace = BoundaryTrace(log: traceLog, from: .view, to: .router)
  }

  func routeToCities() {
    trace.record("routeToCities()")
    router.routeToCities()
  }
}
