// Made by scripts/kata.py from Sources/CitiesVIPER/Cities/CitiesView.swift.

/// The saved-cities screen as its presenter sees it: a passive view that shows what it is told and
/// passes every user event to its `CitiesEventHandler`; the app implements it.
///
/// Each state comes with the title that goes with it, which counts the rows while they show.
@MainActor
public protocol CitiesView: AnyObject {
  /// Shows that the list is being read.
  func showLoading(title: String)

  /// Shows the saved cities, one row each; a row's id is what the view sends back.
  func showCities(_ items: [CityListItem], title: String)

  /// Shows that no city is saved yet.
  func showNoCities(_ message: String, title: String)

  /// Shows that the list could not be read, with a retry.
  func showFailure(_ message: String, title: String)

  /// Shows a message over the rows, which stay as they were.
  func showAlert(_ message: String)
}
