import CitiesDomain

/// Assembles the add-city VIPER module around the app's view; the view keeps the presenter it
/// returns, and with it the interactor and the router.
@MainActor
public enum AddCityModuleBuilder {
  /// Builds the module for the view and returns the presenter, which the view must keep; the clock
  /// times the pause before a search.
  ///
  /// `interactorDecorator` is the same seam as the cities module's: what it returns stands between
  /// the presenter and the interactor and must pass every call on.
  public static func build(
    view: any AddCityView,
    navigator: any AppNavigator,
    searchCitiesUseCase: any SearchCitiesUseCase,
    addCityUseCase: any AddCityUseCase,
    clock: any Clock<Duration> = ContinuousClock(),
    interactorDecorator: (any AddCityInteractorInput) -> any AddCityInteractorInput = { $0 }
  ) -> any AddCityEventHandler {
    let interactor = AddCityInteractor(
      searchCitiesUseCase: searchCitiesUseCase, addCityUseCase: addCityUseCase, clock: clock)
    return AddCityPresenter(
      view: view, interactor: interactorDecorator(interactor),
      router: AddCityRouter(navigator: navigator))
  }
}
