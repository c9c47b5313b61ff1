import CitiesVIP

/// Stands between VIP's saved-cities interactor and its presenter, and traces each response.
///
/// The configurator's `presenterDecorator` seam puts it in place, so the loop is unchanged.
@MainActor
struct TracingCitiesPresentationLogic: CitiesPresentationLogic {
  private let presenter: any CitiesPresentationLogic
  private let trace: BoundaryTrace

  /// Wraps the presenter the configurator made; the interactor holds this in its place.
  init(_ presenter: any CitiesPresentationLogic, traceLog: TraceLog) {
    self.presenter = presenter
    trace = BoundaryTrace(log: traceLog, from: .interactor, to: .presenter)
  }

  func presentCities(response: Cities.LoadCities.Response) {
    trace.record("presentCities(response: \(Self.describe(response)))")
    presenter.presentCities(response: response)
  }

  func presentDeleteCity(response: Cities.DeleteCity.Response) {
    let error = BoundaryTrace.quoted("\(response.error)")
    trace.record(
      "presentDeleteCity(response: Response(city: \(response.city.name), error: \(error)))")
    presenter.presentDeleteCity(response: response)
  }

  private static func describe(_ response: Cities.LoadCities.Response) -> String {
    switch response {
    case .loading: ".loading"
    case .loaded(let cities):
      ".loaded(\(BoundaryTrace.count(cities.count, "city", plural: "cities")))"
    case .failed(let error): ".failed(\(BoundaryTrace.quoted("\(error)")))"
    }
  }
}
