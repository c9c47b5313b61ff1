import CitiesMVP

/// Stands between MVP's search view and its presenter, and traces what the view asks.
@MainActor
final class TracingAddCityPresenter: AddCityPresenter {
  private let presenter: any AddCityPresenter
  private let trace: BoundaryTrace

  /// Wraps the presenter the configurator made; the view holds this in its place.
  init(_ presenter: any AddCityPresenter, traceLog: TraceLog) {
    self.presenter = presenter
    trace = BoundaryTrace(log: traceLog, from: .view, to: .presenter)
  }

  var numberOfSearchResults: Int {
    trace.record("numberOfSearchResults")
    return presenter.numberOfSearchResults
  }

  func configure(cell: any CityCellView, forRow row: Int) {
    trace.record("configure(cell:forRow: \(row))")
    presenter.configure(cell: cell, forRow: row)
  }

  func viewDidLoad() {
    trace.record("viewDidLoad()")
    presenter.viewDidLoad()
  }

  func searchTextDidChange(_ text: String) async {
    trace.record("searchTextDidChange(\(BoundaryTrace.quoted(text)))")
    await presenter.searchTextDidChange(text)
  }

  func didSelect(row: Int) async {
    trace.record("didSelect(row: \(row))")
    await presenter.didSelect(row: row)
  }

  func cancelButtonPressed() {
    trace.record("cancelButtonPressed()")
    presenter.cancelButtonPressed()
  }
}
