import CitiesVIP

/// Stands between VIP's search view and its interactor, and traces each request.
@MainActor
final class TracingAddCityBusinessLogic: AddCityBusinessLogic {
  private let interactor: any AddCityBusinessLogic
  private let trace: BoundaryTrace

  /// Wraps the interactor the configurator made; the view holds this in its place.
  init(_ interactor: any AddCityBusinessLogic, traceLog: TraceLog) {
    self.interactor = interactor
    trace = BoundaryTrace(log: traceLog, from: .view, to: .interactor)
  }

  func searchCities(request: AddCity.SearchCities.Request) async {
    trace.record("searchCities(request: Request(text: \(BoundaryTrace.quoted(request.text))))")
    await interactor.searchCities(request: request)
  }

  func chooseCity(request: AddCity.ChooseCity.Request) async {
    trace.record("chooseCity(request: Request(cityID: \(request.cityID)))")
    await interactor.chooseCity(request: request)
  }
}
