import CitiesVIP

/// Stands between VIP's search interactor and its presenter, and traces each response.
///
/// The configurator's `presenterDecorator` seam puts it in place, so the loop is unchanged.
@MainActor
struct TracingAddCityPresentationLogic: AddCityPresentationLogic {
  private let presenter: any AddCityPresentationLogic
  private let trace: BoundaryTrace

  /// Wraps the presenter the configurator made; the interactor holds this in its place.
  init(_ presenter: any AddCityPresentationLogic, traceLog: TraceLog) {
    self.presenter = presenter
    trace = BoundaryTrace(log: traceLog, from: .interactor, to: .presenter)
  }

  func presentSearch(response: AddCity.SearchCities.Response) {
    trace.record("presentSearch(response: \(Self.describe(response)))")
    presenter.presentSearch(response: response)
  }

  func presentChosenCity(response: AddCity.ChooseCity.Response) {
    switch response {
    case .added(let city):
      trace.record("presentChosenCity(response: .added(\(city.name)))")
    case .refused(let city, let error):
      let reason = BoundaryTrace.quoted("\(error)")
      trace.record("presentChosenCity(response: .refused(\(city.name), \(reason)))")
    }
    presenter.presentChosenCity(response: response)
  }

  private static func describe(_ response: AddCity.SearchCities.Response) -> String {
    switch response {
    case .idle: ".idle"
    case .tooShort(let minimumLength): ".tooShort(minimumLength: \(minimumLength))"
    case .searching: ".searching"
    case .found(let cities, let query):
      ".found(\(BoundaryTrace.count(cities.count, "city", plural: "cities")), "
        + "query: \(BoundaryTrace.quoted(query)))"
    case .failed(let error): ".failed(\(BoundaryTrace.quoted("\(error)")))"
    }
  }
}
