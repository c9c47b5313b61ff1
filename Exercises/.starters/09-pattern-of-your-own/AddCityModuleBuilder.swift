// Made by scripts/kata.py from Sources/CitiesVIPER/AddCity/AddCityModuleBuilder.swift.

import CitiesDomain

/// Assembles the add-city VIPER module: presenter, interactor and wireframe; the app gives the
/// presenter its view, which keeps it, and with it the interactor.
@MainActor
public enum AddCityModuleBuilder {
  /// Builds the module; the clock times the pause before a search.
  public static func build(
    wireframe: any AddCityWireframeInput,
    searchCitiesUseCase: any SearchCitiesUseCase,
    addCityUseCase: any AddCityUseCase,
    clock: any Clock<Duration> = ContinuousClock()
  ) -> AddCityPresenter {
    let interactor = AddCityInteractor(
      searchCitiesUseCase: searchCitiesUseCase, addCityUseCase: addCityUseCase, clock: clock)
    return AddCityPresenter(interactor: interactor, wireframe: wireframe)
  }
}
