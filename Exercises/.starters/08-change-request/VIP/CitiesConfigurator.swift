// Made by scripts/kata.py from Sources/CitiesVIP/Cities/CitiesConfigurator.swift.

import CitiesDomain

/// Assembles the cities scene around its view: view → interactor → presenter → view, with the
/// router beside them.
///
/// As Clean Swift has it, the view owns what this returns (the interactor, which owns the
/// presenter, and the router); the presenter and the router look back only weakly, so the scene
/// goes away with its view.
@MainActor
public struct CitiesConfigurator {
  private let displayCitiesUseCase: any DisplayCitiesUseCase
  private let deleteCityUseCase: any DeleteCityUseCase
  private let restoreCityUseCase: any RestoreCityUseCase
  private let destinations: any CitiesDestinations

  /// Makes a configurator whose scenes run these use cases and route to what `destinations` makes.
  public init(
    displayCitiesUseCase: any DisplayCitiesUseCase,
    deleteCityUseCase: any DeleteCityUseCase,
    restoreCityUseCase: any RestoreCityUseCase,
    destinations: any CitiesDestinations
  ) {
    self.displayCitiesUseCase = displayCitiesUseCase
    self.deleteCityUseCase = deleteCityUseCase
    self.restoreCityUseCase = restoreCityUseCase
    self.destinations = destinations
  }

  /// Wires a scene to the view and returns the two objects the view keeps and talks to.
  public func configure(view: any CitiesDisplayLogic) -> (
    interactor: CitiesInteractor, router: CitiesRouter
  ) {
    let interactor = CitiesInteractor(
      presenter: CitiesPresenter(view: view),
      displayCitiesUseCase: displayCitiesUseCase,
      deleteCityUseCase: deleteCityUseCase,
      restoreCityUseCase: restoreCityUseCase
    )
    let router = CitiesRouter(destinations: destinations)
    router.viewController = view
    router.dataStore = interactor
    return (interactor, router)
  }
}
