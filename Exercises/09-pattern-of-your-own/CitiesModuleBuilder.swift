// Made by scripts/kata.py from Sources/CitiesVIPER/Cities/CitiesModuleBuilder.swift.

import CitiesDomain

/// Assembles the saved-cities VIPER module: presenter, interactor and wireframe, joined as VIPER
/// joins them; the app gives the presenter its view, and every module the one order store.
///
/// The view owns the presenter; the presenter owns the interactor and the wireframe and looks back
/// at the view weakly, so the module goes away with its view.
@MainActor
public enum CitiesModuleBuilder {
  public static func build(
    wireframe: any CitiesWireframeInput,
    displayCitiesUseCase: any DisplayCitiesUseCase,
    deleteCityUseCase: any DeleteCityUseCase,
    restoreCityUseCase: any RestoreCityUseCase,
    orderStore: CitiesListOrderStore
  ) -> CitiesPresenter {
    let interactor = CitiesInteractor(
      displayCitiesUseCase: displayCitiesUseCase, deleteCityUseCase: deleteCityUseCase,
      restoreCityUseCase: restoreCityUseCase, orderStore: orderStore)
    return CitiesPresenter(interactor: interactor, wireframe: wireframe)
  }
}
