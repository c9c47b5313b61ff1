// Made by scripts/kata.py from Sources/CitiesMVP/Cities/CitiesConfigurator.swift.

import CitiesDomain

/// Wires the saved-cities scene: given the view and the router, it makes the presenter that joins
/// them to the use cases.
///
/// The view owns the presenter it returns; the presenter holds the view weakly and the router
/// strongly, so the whole scene goes away with its view.
@MainActor
public struct CitiesConfigurator {
  private let displayCitiesUseCase: any DisplayCitiesUseCase
  private let deleteCityUseCase: any DeleteCityUseCase
  private let restoreCityUseCase: any RestoreCityUseCase
  private let orderSetting: CitiesListOrderSetting

  /// `orderSetting` is the app's one setting, so that each list it makes shows the order chosen.
  public init(
    displayCitiesUseCase: any DisplayCitiesUseCase,
    deleteCityUseCase: any DeleteCityUseCase,
    restoreCityUseCase: any RestoreCityUseCase,
    orderSetting: CitiesListOrderSetting
  ) {
    self.displayCitiesUseCase = displayCitiesUseCase
    self.deleteCityUseCase = deleteCityUseCase
    self.restoreCityUseCase = restoreCityUseCase
    self.orderSetting = orderSetting
  }

  /// Makes the presenter of the view; the view must keep it, as nothing else does.
  ///
  /// A list shown on the way back from a rename is given the city renamed, as the router carried it.
  public func configure(
    view: any CitiesView, router: any CitiesRouter, renamedCity: City? = nil
  ) -> any CitiesPresenter {
    CitiesPresenterImplementation(
      view: view,
      displayCitiesUseCase: displayCitiesUseCase,
      deleteCityUseCase: deleteCityUseCase,
      restoreCityUseCase: restoreCityUseCase,
      orderSetting: orderSetting,
      router: router,
      renamedCity: renamedCity
    )
  }
}
