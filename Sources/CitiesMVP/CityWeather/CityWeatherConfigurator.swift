import CitiesDomain

/// Wires the city-weather scene: given the city, the view and the router, it makes the presenter
/// that joins them to the weather and rename use cases.
///
/// The view owns the presenter it returns; the presenter holds the view weakly and the router
/// strongly, so the whole scene goes away with its view.
@MainActor
public struct CityWeatherConfigurator {
  private let showWeatherUseCase: any ShowWeatherUseCase
  private let renameCityUseCase: any RenameCityUseCase

  public init(
    showWeatherUseCase: any ShowWeatherUseCase, renameCityUseCase: any RenameCityUseCase
  ) {
    self.showWeatherUseCase = showWeatherUseCase
    self.renameCityUseCase = renameCityUseCase
  }

  /// Makes the presenter that shows the city's weather in the view; the view must keep it, as
  /// nothing else does.
  public func configure(
    city: City, view: any CityWeatherView, router: any CityWeatherRouter
  ) -> any CityWeatherPresenter {
    CityWeatherPresenterImplementation(
      city: city,
      view: view,
      showWeatherUseCase: showWeatherUseCase,
      renameCityUseCase: renameCityUseCase,
      router: router
    )
  }
}
