import CitiesDomain
import CitiesMVP

/// Stands between MVP's saved-cities presenter and the app's router, and traces where it leads.
@MainActor
struct TracingCitiesRouter: CitiesRouter {
  private let router: any CitiesRouter
  private let trace: BoundaryTrace

  /// Wraps the app's router; the configurator receives this in its place.
  init(_ router: any CitiesRouter, traceLog: TraceLog) {
    self.router = router
    trace = BoundaryTrace(log: traceLog, from: .presenter, to: .router)
  }

  func showCityWeather(for city: City) {
    trace.record("showCityWeather(for: \(city.name))")
    router.showCityWeather(for: city)
  }

  func showAddCity() {
    trace.record("showAddCity()")
    router.showAddCity()
  }
}
