import CitiesMVP

/// Stands between MVP's search presenter and its view, and traces what the presenter says.
///
/// The presenter holds it weakly, as it would the view, so the scene keeps it alive.
@MainActor
final class TracingAddCityView: AddCityView {
  private let view: any AddCityView
  private let trace: BoundaryTrace

  /// Wraps the terminal view; the configurator receives this in its place.
  init(_ view: any AddCityView, traceLog: TraceLog) {
    self.view = view
    trace = BoundaryTrace(log: traceLog, from: .presenter, to: .view)
  }

  func displayIdle(message: String) {
    trace.record("displayIdle(message: \(BoundaryTrace.quoted(message)))")
    view.displayIdle(message: message)
  }

  func displayHint(message: String) {
    trace.record("displayHint(message: \(BoundaryTrace.quoted(message)))")
    view.displayHint(message: message)
  }

  func displaySearching() {
    trace.record("displaySearching()")
    view.displaySearching()
  }

  func refreshSearchResultsView() {
    trace.record("refreshSearchResultsView()")
    view.refreshSearchResultsView()
  }

  func displayNoResults(message: String) {
    trace.record("displayNoResults(message: \(BoundaryTrace.quoted(message)))")
    view.displayNoResults(message: message)
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
