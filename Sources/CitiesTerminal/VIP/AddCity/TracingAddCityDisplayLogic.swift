import CitiesVIP

/// Stands between VIP's search presenter and its view, and traces each view model.
///
/// The presenter holds it weakly, as it would the view, so the scene keeps it alive.
@MainActor
final class TracingAddCityDisplayLogic: AddCityDisplayLogic {
  private let view: any AddCityDisplayLogic
  private let trace: BoundaryTrace

  /// Wraps the terminal view; the configurator receives this in its place.
  init(_ view: any AddCityDisplayLogic, traceLog: TraceLog) {
    self.view = view
    trace = BoundaryTrace(log: traceLog, from: .presenter, to: .view)
  }

  func displaySearch(viewModel: AddCity.SearchCities.ViewModel) {
    trace.record("displaySearch(viewModel: \(Self.describe(viewModel.state)))")
    view.displaySearch(viewModel: viewModel)
  }

  func displayChosenCity(viewModel: AddCity.ChooseCity.ViewModel) {
    switch viewModel {
    case .added: trace.record("displayChosenCity(viewModel: .added)")
    case .alert(let message):
      trace.record("displayChosenCity(viewModel: .alert(\(BoundaryTrace.quoted(message))))")
    }
    view.displayChosenCity(viewModel: viewModel)
  }

  private static func describe(_ state: AddCityViewState) -> String {
    switch state {
    case .idle(let message): ".idle(\(BoundaryTrace.quoted(message)))"
    case .hint(let message): ".hint(\(BoundaryTrace.quoted(message)))"
    case .searching: ".searching"
    case .result(let rows): ".result(\(BoundaryTrace.count(rows.count, "row")))"
    case .empty(let message): ".empty(\(BoundaryTrace.quoted(message)))"
    case .error(let message): ".error(\(BoundaryTrace.quoted(message)))"
    }
  }
}
