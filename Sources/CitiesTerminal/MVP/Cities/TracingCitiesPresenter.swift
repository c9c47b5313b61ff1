import CitiesMVP

/// Stands between MVP's saved-cities view and its presenter, and traces what the view asks.
@MainActor
final class TracingCitiesPresenter: CitiesPresenter {
  private let presenter: any CitiesPresenter
  private let trace: BoundaryTrace

  /// Wraps the presenter the configurator made; the view holds this in its place.
  init(_ presenter: any CitiesPresenter, traceLog: TraceLog) {
    self.presenter = presenter
    trace = BoundaryTrace(log: traceLog, from: .view, to: .presenter)
  }

  var title: String {
    trace.record("title")
    return presenter.title
  }

  var numberOfCities: Int {
    trace.record("numberOfCities")
    return presenter.numberOfCities
  }

  func configure(cell: any CityCellView, forRow row: Int) {
    trace.record("configure(cell:forRow: \(row))")
    presenter.configure(cell: cell, forRow: row)
  }

  func viewDidAppear() async {
    trace.record("viewDidAppear()")
    await presenter.viewDidAppear()
  }

  func retryButtonPressed() async {
    trace.record("retryButtonPressed()")
    await presenter.retryButtonPressed()
  }

  func deleteButtonPressed(row: Int) async {
    trace.record("deleteButtonPressed(row: \(row))")
    await presenter.deleteButtonPressed(row: row)
  }

  func didSelect(row: Int) {
    trace.record("didSelect(row: \(row))")
    presenter.didSelect(row: row)
  }

  func addButtonPressed() {
    trace.record("addButtonPressed()")
    presenter.addButtonPressed()
  }
}
