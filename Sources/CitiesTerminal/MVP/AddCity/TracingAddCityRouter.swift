import CitiesMVP

/// Stands between MVP's search presenter and the app's router, and traces where it leads.
@MainActor
struct TracingAddCityRouter: AddCityRouter {
  private let router: any AddCityRouter
  private let trace: BoundaryTrace

  /// Wraps the app's router; the configurator receives this in its place.
  init(_ router: any AddCityRouter, traceLog: TraceLog) {
    self.router = router
    trace = BoundaryTrace(log: traceLog, from: .presenter, to: .router)
  }

  func closeAddCity() {
    trace.record("closeAddCity()")
    router.closeAddCity()
  }
}
