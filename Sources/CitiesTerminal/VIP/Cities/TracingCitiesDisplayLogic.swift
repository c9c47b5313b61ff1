import CitiesVIP

/// Stands between VIP's saved-cities presenter and its view, and traces each view model.
///
/// The presenter holds it weakly, as it would the view, so the scene keeps it alive.
@MainActor
final class TracingCitiesDisplayLogic: CitiesDisplayLogic {
  private let view: any CitiesDisplayLogic
  private let trace: BoundaryTrace

  /// Wraps the terminal view; the configurator receives this in its place.
  init(_ view: any CitiesDisplayLogic, traceLog: TraceLog) {
    self.view = view
    trace = BoundaryTrace(log: traceLog, from: .presenter, to: .view)
  }

  func displayCities(viewModel: Cities.LoadCities.ViewModel) {
    trace.record("displayCities(viewModel: \(Self.describe(viewModel.state)))")
    view.displayCities(viewModel: viewModel)
  }

  func displayDeleteCity(viewModel: Cities.DeleteCity.ViewModel) {
    let alert = BoundaryTrace.quoted(viewModel.alertMessage)
    trace.record("displayDeleteCity(viewModel: ViewModel(alertMessage: \(alert)))")
    view.displayDeleteCity(viewModel: viewModel)
  }

  private static func describe(_ state: CitiesViewState) -> String {
    switch state {
    case .loading: ".loading"
    case .result(let rows): ".result(\(BoundaryTrace.count(rows.count, "row")))"
    case .empty(let message): ".empty(\(BoundaryTrace.quoted(message)))"
    case .error(let message): ".error(\(BoundaryTrace.quoted(message)))"
    }
  }
}
