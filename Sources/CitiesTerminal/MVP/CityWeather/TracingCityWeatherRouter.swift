import CitiesMVP

/// Stands between MVP's weather presenter and the app's router, and traces where it leads.
@MainActor
struct TracingCityWeatherRouter: CityWeatherRouter {
  private let router: any CityWeatherRouter
  private let trace: BoundaryTrace

  /// Wraps the app's router; the configurator receives this in its place.
  init(_ router: any CityWeatherRouter, traceLog: TraceLog) {
    self.router = router
    trace = BoundaryTrace(log: traceLog, from: .presenter, to: .router)
  }

  func closeCityWeather() {
    trace.record("closeCityWeather()")
    router.closeCityWeather()
  }
}
