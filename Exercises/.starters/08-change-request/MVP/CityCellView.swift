// Made by scripts/kata.py from Sources/CitiesMVP/Shared/CityCellView.swift.

/// One row of a list of cities, saved or found: the presenter fills it, the app draws it.
///
/// Both the saved-cities list and the search results use it, through the presenters'
/// `configure(cell:forRow:)`, as a table view asks its data source for each cell.
@MainActor
public protocol CityCellView: AnyObject {
  func display(title: String)

  /// Shows where the city is, such as `Bavaria, Germany`; empty when nothing is known.
  func display(subtitle: String)
}
