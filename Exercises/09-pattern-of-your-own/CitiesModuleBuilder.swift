// Made by scripts/kata.py from Sources/CitiesVIPER/Cities/CitiesModuleBuilder.swift.

import CitiesDomain

/// Assembles the saved-cities VIPER module: presenter, interactor and wireframe, joined as VIPER
/// joins them; the app gives the presenter its view.
///
/// The view owns the presenter; the presenter owns the interactor and the wireframe and looks back
/// at the view weakly, so the module goes away with its view.
@MainActor
public enum CitiesModuleBuilder {
  public static func build(
    wireframe: any CitiesWireframeInput,
    displayCitiesUseCase: any DisplayCitiesUseCase,
    deleteCityUseCase: any DeleteCityUseCase
  ) -> CitiesPresenter {
    let interactor = CitiesInteractor(
      displayCitiesUseCase: displayCitiesUseCase, deleteCityUseCase: deleteCityUseCase)
    return CitiesPresenter(interactor: interactor, wireframe: wireframe)
  }
}
