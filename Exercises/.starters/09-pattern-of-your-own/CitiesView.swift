// Made by scripts/kata.py from Sources/CitiesVIPER/Cities/CitiesView.swift.

/// The saved-cities screen as its presenter sees it: a passive view that shows what it is told and
/// passes every user event to its `eventHandler`, the module interface; the app implements it.
///
/// Each state comes with the title that goes with it.
@MainActor
public protocol CitiesView: AnyObject {
  func showLoading(title: String)

  /// Shows the saved cities, one row an item; a row's id is what the view sends back.
  func showCities(_ displayData: CitiesDisplayData)

  func showNoCities(_ message: String, title: String)

  /// Shows that the list could not be read, with a retry.
  func showFailure(_ message: String, title: String)

  /// Shows a message over the rows, which stay as they were.
  func showAlert(_ message: String)

  /// Shows, over the rows, that the delete just done can be undone; the view adds how.
  func showUndoOffer(_ message: String)
}
