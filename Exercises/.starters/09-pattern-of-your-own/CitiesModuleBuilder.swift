// Made by scripts/kata.py from Sources/CitiesVIPER/Cities/CitiesModuleBuilder.swift.

import CitiesDomain

/// Assembles the saved-cities VIPER module around the app's view: presenter, interactor and
/// router, joined as VIPER joins them.
///
/// The view owns the presenter this returns; the presenter owns the interactor and the router and
/// looks back at the view weakly, so the module goes away with its view.
@MainActor
public enum CitiesModuleBuilder {
  /// Builds the module for the view and returns the presenter, which the view must keep.
  ///
  /// `interactorDecorator` is a seam for observing the presenter → interactor boundary (an app may
  /// trace it): the presenter talks to what it returns, which must pass every call on.
  public static func build(
    view: any CitiesView,
    navigator: any AppNavigator,
    displayCitiesUseCase: any DisplayCitiesUseCase,
    deleteCityUseCase: any DeleteCityUseCase,
    interactorDecorator: (any CitiesInteractorInput) -> any CitiesInteractorInput = { $0 }
  ) -> any CitiesEventHandler {
    let interactor = CitiesInteractor(
      displayCitiesUseCase: displayCitiesUseCase, deleteCityUseCase: deleteCityUseCase)
    return CitiesPresenter(
      view: view, interactor: interactorDecorator(interactor),
      router: CitiesRouter(navigator: navigator))
  }
}
