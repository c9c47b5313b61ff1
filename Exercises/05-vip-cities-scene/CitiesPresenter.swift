// Made by scripts/kata.py from Sources/CitiesVIP/Cities/CitiesPresenter.swift.

/// The cities scene's presentation logic: it words every state and alert the view shows.
///
/// It holds the view weakly, because the view owns the interactor that owns this presenter.
@MainActor
public final class CitiesPresenter: CitiesPresentationLogic {
  private static let emptyMessage = "No saved cities yet. Type \"add\" and a name to find one."

  private weak var view: (any CitiesDisplayLogic)?

  /// Makes a presenter that talks to the given view.
  public init(view: any CitiesDisplayLogic) {
    self.view = view
  }

  public func presentCities(response: Cities.LoadCities.Response) {
    // Word the response as the state docs/SCENES.md shows, and hand it to the view.
  }

  public func presentDeleteCity(response: Cities.DeleteCity.Response) {
    // Tell the view to alert that the city could not be deleted, and why.
  }
}
