// Made by scripts/kata.py from Sources/CitiesMVP/Cities/CitiesPresenter.swift.

import CitiesPresentationWords

/// What the saved-cities view may ask of its presenter: the rows, as a table's data source, and
/// the user's intents.
///
/// The view calls the `async` intents from its own task; each returns once its work is done.
@MainActor
public protocol CitiesPresenter: AnyObject, Sendable {
  var numberOfCities: Int { get }

  func configure(cell: any CityCellView, forRow row: Int)

  /// Loads the list; called on every appearance, so that a city added meanwhile shows up.
  func viewDidAppear() async

  /// Loads the list again after a failure.
  func retryButtonPressed() async

  /// Deletes the city of the given row, then loads the list again and offers to undo the delete.
  func deleteButtonPressed(row: Int) async

  /// Puts back the city the last delete removed, while undo is offered, then loads the list again.
  func undoButtonPressed() async

  /// Shows the rows in the given order, on this list and on every list after it.
  func sortButtonPressed(order: CitiesListOrder)

  /// Opens the weather of the city of the given row.
  func didSelect(row: Int)

  /// Opens the search for a city to add.
  func addButtonPressed()
}
