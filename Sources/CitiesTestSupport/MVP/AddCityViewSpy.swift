import CitiesMVP

/// An `AddCityView` that records, in order, everything its presenter told it to show.
///
/// Like a real view it owns its presenter, and on a refresh it reads the results back through the
/// presenter's table API, so a message holds exactly what a user would have seen at that moment.
@MainActor
public final class AddCityViewSpy: AddCityView {
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

  /// Every message so far, oldest first.
  public private(set) var messages: [Message] = []
  /// The presenter this view talks to; the view owns it, as a real one does.
  public var presenter: (any AddCityPresenter)?

  /// Makes a view that has shown nothing yet.
  public init() {}

  public func displayIdle(message: String) { messages.append(.idle(message)) }

  public func displayHint(message: String) { messages.append(.hint(message)) }

  public func displaySearching() { messages.append(.searching) }

  public func refreshSearchResultsView() { messages.append(.results(resultsOnScreen())) }

  public func displayNoResults(message: String) { messages.append(.noResults(message)) }

  public func displayError(message: String) { messages.append(.error(message)) }

  public func displayAlert(message: String) { messages.append(.alert(message)) }

  private func resultsOnScreen() -> [CityCellViewSpy.Row] {
    guard let presenter else { return [] }
    return (0..<presenter.numberOfSearchResults).map { row in
      let cell = CityCellViewSpy()
      presenter.configure(cell: cell, forRow: row)
      return cell.row
    }
  }
}
