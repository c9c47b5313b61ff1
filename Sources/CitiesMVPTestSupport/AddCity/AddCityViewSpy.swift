import CitiesMVP
import CitiesTestSupport

/// An `AddCityView` that records, in order, everything its presenter told it to show.
///
/// Like a real view it owns its presenter, and on a refresh it reads the results back through the
/// presenter's table API, so a message holds exactly what a user would have seen at that moment.
@MainActor
public final class AddCityViewSpy: MessageSpy<AddCityViewSpy.Message>, AddCityView {
  /// One thing the presenter told the view to show.
  public enum Message: Equatable, Sendable {
    case idle(String)
    case hint(String)
    case searching
    case results([CityCellViewSpy.Row])
    case noResults(String)
    case error(String)
    case alert(String)
  }

  /// The presenter this view talks to; the view owns it, as a real one does.
  public var presenter: (any AddCityPresenter)?

  public func displayIdle(message: String) { record(.idle(message)) }

  public func displayHint(message: String) { record(.hint(message)) }

  public func displaySearching() { record(.searching) }

  public func refreshSearchResultsView() { record(.results(resultsOnScreen())) }

  public func displayNoResults(message: String) { record(.noResults(message)) }

  public func displayError(message: String) { record(.error(message)) }

  public func displayAlert(message: String) { record(.alert(message)) }

  private func resultsOnScreen() -> [CityCellViewSpy.Row] {
    guard let presenter else { return [] }
    return CityCellViewSpy.rows(count: presenter.numberOfSearchResults) {
      presenter.configure(cell: $0, forRow: $1)
    }
  }
}
