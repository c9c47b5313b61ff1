// Made by scripts/kata.py from Sources/CitiesMVP/Cities/CitiesView.swift.

/// The passive screen of the saved-cities scene: it shows what its presenter tells it to and passes
/// every tap on to the presenter.
///
/// The app implements it and owns the presenter that `CitiesConfigurator` makes for it.
@MainActor
public protocol CitiesView: AnyObject {
  func displayLoading()

  /// Shows the rows afresh: the view asks the presenter how many there are and to fill each one.
  func refreshCitiesView()

  /// Shows that no city is saved yet; the view may add how to add one, in its own terms.
  func displayEmptyState(message: String)

  /// Shows that the list could not be loaded, with a retry that calls `retryButtonPressed()`.
  func displayError(message: String)

  /// Offers to undo the delete just made, over the rows; the view adds how, in its own terms.
  func displayUndoOffer(message: String)

  /// Shows a one-off message over whatever is on screen, such as a delete that failed.
  func displayAlert(message: String)
}
