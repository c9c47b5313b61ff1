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
  private let presenterDecorator: (any CitiesPresentationLogic) -> any CitiesPresentationLogic

  /// Makes a configurator that gives every scene it builds these use cases.
  ///
  /// `presenterDecorator` is a seam for observing the interactor → presenter boundary (an app may
  /// trace it): the interactor talks to what it returns, which must pass every message on.
  public init(
    displayCitiesUseCase: any DisplayCitiesUseCase,
    deleteCityUseCase: any DeleteCityUseCase,
    presenterDecorator:
      @escaping (any CitiesPresentationLogic) -> any CitiesPresentationLogic = { $0 }
  ) {
    self.displayCitiesUseCase = displayCitiesUseCase
    self.deleteCityUseCase = deleteCityUseCase
    self.presenterDecorator = presenterDecorator
  }

  /// Wires a scene to the view and returns the two objects the view keeps and talks to.
  public func configure(
    view: any CitiesDisplayLogic,
    coordinator: any CitiesCoordinator
  ) -> (interactor: any CitiesBusinessLogic, router: any CitiesRoutingLogic) {
    let presenter = presenterDecorator(CitiesPresenter(view: view))
    let interactor = CitiesInteractor(
      presenter: presenter,
      displayCitiesUseCase: displayCitiesUseCase,
      deleteCityUseCase: deleteCityUseCase
    )
    let router = CitiesRouter(dataStore: interactor, coordinator: coordinator)
    return (interactor, router)
  }
}
