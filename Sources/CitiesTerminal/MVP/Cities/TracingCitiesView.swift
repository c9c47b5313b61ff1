import CitiesMVP

/// Stands between MVP's saved-cities presenter and its view, and traces what the presenter says.
///
/// The presenter holds it weakly, as it would the view, so the scene keeps it alive.
@MainActor
final class TracingCitiesView: CitiesView {
  private let view: any CitiesView
  private let trace: BoundaryTrace

  /// Wraps the terminal view; the configurator receives this in its place.
  init(_ view: any CitiesView, traceLog: TraceLog) {
    self.view = view
    trace = BoundaryTrace(log: traceLog, from: .presenter, to: .view)
  }

  func displayLoading() {
    trace.record("displayLoading()")
    view.displayLoading()
  }

  func refreshCitiesView() {
    trace.record("refreshCitiesView()")
    view.refreshCitiesView()
  }

  func displayEmptyState(message: String) {
    trace.record("displayEmptyState(message: \(BoundaryTrace.quoted(message)))")
    view.displayEmptyState(message: message)
  }

  func displayError(message: String) {
    trace.record("displayError(message: \(BoundaryTrace.quoted(message)))")
    view.displayError(message: message)
  }

  func displayAlert(message: String) {
    trace.record("displayAlert(message: \(BoundaryTrace.quoted(message)))")
    view.displayAlert(message: message)
  }
}
