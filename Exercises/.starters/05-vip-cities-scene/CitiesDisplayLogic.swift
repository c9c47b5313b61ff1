// Made by scripts/kata.py from Sources/CitiesVIP/Cities/CitiesDisplayLogic.swift.

/// What the cities view can be told to show: the VIP loop's last hop, presenter to view.
///
/// The view shows what it is given as it is: every word and number arrives formatted.
@MainActor
public protocol CitiesDisplayLogic: AnyObject {
  func displayCities(viewModel: Cities.LoadCities.ViewModel)

  /// Shows an alert about a delete that failed, over the rows, which stay.
  func displayDeleteCity(viewModel: Cities.DeleteCity.ViewModel)

  /// Offers to put back the city just deleted, or shows an alert about an undo that failed.
  func displayUndoDelete(viewModel: Cities.UndoDelete.ViewModel)
}
