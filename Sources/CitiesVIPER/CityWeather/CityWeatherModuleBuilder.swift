import CitiesDomain

/// Assembles the city-weather VIPER module for one city around the app's view; the view keeps the
/// presenter it returns, and with it the interactor and the router.
@MainActor
public enum CityWeatherModuleBuilder {
  /// Builds the module for the city and returns the presenter, which the view must keep.
  ///
  /// `interactorDecorator` is the same seam as the cities module's.
  public static func build(
    view: any CityWeatherView,
    city: City,
    navigator: any AppNavigator,
    showWeatherUseCase: any ShowWeatherUseCase,
    interactorDecorator: (any CityWeatherInteractorInput) -> any CityWeatherInteractorInput = {
      $0
    }
  ) -> any CityWeatherEventHandler {
    let interactor = CityWeatherInteractor(city: city, showWeatherUseCase: showWeatherUseCase)
    return CityWeatherPresenter(
      view: view, interactor: interactorDecorator(interactor),
      router: CityWeatherRouter(navigator: navigator))
  }
}
