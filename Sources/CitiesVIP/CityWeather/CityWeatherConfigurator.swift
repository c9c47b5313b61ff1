import CitiesDomain

/// Assembles the city-weather scene around its view: view → interactor → presenter → view, with
/// the router beside them.
///
/// As Clean Swift has it, the view owns what this returns (the interactor, which owns the
/// presenter, and the router); the presenter and the router look back only weakly. The scene's
/// city arrives later, in its data store, from the route that leads here.
@MainActor
public struct CityWeatherConfigurator {
  private let showWeatherUseCase: any ShowWeatherUseCase
  private let renameCityUseCase: any RenameCityUseCase
  private let destinations: any CityWeatherDestinations

  /// Makes a configurator whose scenes run this use case and route to what `destinations` makes.
  public init(
    showWeatherUseCase: any ShowWeatherUseCase,
    renameCityUseCase: any RenameCityUseCase,
    destinations: any CityWeatherDestinations
  ) {
    self.showWeatherUseCase = showWeatherUseCase
    self.renameCityUseCase = renameCityUseCase
    self.destinations = destinations
  }

  /// Wires a scene to the view and returns the two objects the view keeps and talks to.
  public func configure(view: any CityWeatherDisplayLogic) -> (
    interactor: CityWeatherInteractor, router: CityWeatherRouter
  ) {
    let interactor = CityWeatherInteractor(
      presenter: CityWeatherPresenter(view: view), showWeatherUseCase: showWeatherUseCase,
      renameCityUseCase: renameCityUseCase)
    let router = CityWeatherRouter(destinations: destinations)
    router.viewController = view
    router.dataStore = interactor
    return (interactor, router)
  }
}
