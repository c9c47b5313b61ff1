// Made by scripts/kata.py from Sources/CitiesVIP/Cities/CitiesPresenter.swift.

import CitiesDomain
import CitiesPresentationWords

/// What the cities interactor can hand its presenter: the VIP loop's middle hop.
///
/// Responses carry domain values and errors; turning them into words is the presenter's job.
@MainActor
public protocol CitiesPresentationLogic {
  func presentCities(response: Cities.LoadCities.Response)
  func presentDeleteCity(response: Cities.DeleteCity.Response)
  func presentUndoDelete(response: Cities.UndoDelete.Response)
}

/// The cities scene's presentation logic: it words every state and alert the view shows.
@MainActor
public final class CitiesPresenter: CitiesPresentationLogic {
  // Weak, because the view owns the interactor that owns this presenter.
  private weak var view: (any CitiesDisplayLogic)?

  public init(view: any CitiesDisplayLogic) {
    self.view = view
  }

  public func presentCities(response: Cities.LoadCities.Response) {
    // Word the response as the state docs/SCENES.md shows, and hand it to the view.
  }

  public func presentDeleteCity(response: Cities.DeleteCity.Response) {
    // Tell the view to alert that the city could not be deleted, and why.
  }

  public func presentUndoDelete(response: Cities.UndoDelete.Response) {
    // Tell the view to offer the undo, naming the city, or to alert that it could not be put back.
  }

  private func displayedCity(_ city: City) -> Cities.LoadCities.ViewModel.DisplayedCity {
    .init(id: city.id, title: city.name, subtitle: CitiesListWords.subtitle(of: city))
  }
}
