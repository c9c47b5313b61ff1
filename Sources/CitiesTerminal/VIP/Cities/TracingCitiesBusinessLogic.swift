import CitiesVIP

/// Stands between VIP's saved-cities view and its interactor, and traces each request.
@MainActor
final class TracingCitiesBusinessLogic: CitiesBusinessLogic {
  private let interactor: any CitiesBusinessLogic
  private let trace: BoundaryTrace

  /// Wraps the interactor the configurator made; the view holds this in its place.
  init(_ interactor: any CitiesBusinessLogic, traceLog: TraceLog) {
    self.interactor = interactor
    trace = BoundaryTrace(log: traceLog, from: .view, to: .interactor)
  }

  func loadCities(request: Cities.LoadCities.Request) async {
    trace.record("loadCities(request: Request())")
    await interactor.loadCities(request: request)
  }

  func deleteCity(request: Cities.DeleteCity.Request) async {
    trace.record("deleteCity(request: Request(cityID: \(request.cityID)))")
    await interactor.deleteCity(request: request)
  }

  func selectCity(request: Cities.SelectCity.Request) {
    trace.record("selectCity(request: Request(cityID: \(request.cityID)))")
    interactor.selectCity(request: request)
  }
}
