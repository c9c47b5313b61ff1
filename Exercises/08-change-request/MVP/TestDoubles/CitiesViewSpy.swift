// Made by scripts/kata.py from Sources/CitiesMVPTestSupport/Cities/CitiesViewSpy.swift.

import Exercise08MVPStarter

/// A `CitiesView` that records, in order, everything its presenter told it to show.
///
/// Like a real view it owns its presenter, and on a refresh it reads the rows back through the
/// presenter's table API, so a message holds exactly what a user would have seen at that moment.
@MainActor
public final class CitiesViewSpy: MessageSpy<CitiesViewSpy.Message>, CitiesView {
  /// One thing the presenter told the view to show.
  public enum Message: Equatable, Sendable {
    case loading
    case rows([CityCellViewSpy.Row])
    case emptyState(String)
    case error(String)
    case alert(String)
    case undoOffer(String)
  }

  /// The presenter this view talks to; the view owns it, as a real one does.
  public var presenter: (any CitiesPresenter)?

  public func displayLoading() { record(.loading) }

  public func refreshCitiesView() { record(.rows(rowsOnScreen())) }

  public func displayEmptyState(message: String) { record(.emptyState(message)) }

  public func displayError(message: String) { record(.error(message)) }

  public func displayAlert(message: String) { record(.alert(message)) }

  public func displayUndoOffer(message: String) { record(.undoOffer(message)) }

  private func rowsOnScreen() -> [CityCellViewSpy.Row] {
    guard let presenter else { return [] }
    return CityCellViewSpy.rows(count: presenter.numberOfCities) {
      presenter.configure(cell: $0, forRow: $1)
    }
  }
}
