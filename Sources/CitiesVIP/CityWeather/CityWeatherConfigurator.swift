import CitiesDomain

/// Assembles the city-weather scene for one city around its view: view → interactor → presenter →
/// view, with the router beside them.
///
/// As Clean Swift has it, the view owns what this returns (the interactor, which owns the
/// presenter, and the router); the presenter and the router look back only weakly.
@MainActor
public struct CityWeatherConfigurator {
  private let showWeatherUseCase: any ShowWeatherUseCase
  private let presenterDecorator:
    (any CityWeatherPresentationLogic) -> any CityWeatherPresentationLogic

  /// Makes a configurator that gives every scene it builds this use case.
  ///
  /// `presenterDecorator` is a seam for observing the interactor → presenter boundary (an app may
  /// trace it): the interactor talks to what it returns, which must pass every message on.
  public init(
    showWeatherUseCase: any ShowWeatherUseCase,
    presenterDecorator:
      @escaping (any CityWeatherPresentationLogic) -> any CityWeatherPresentationLogic = { $0 }
  ) {
    self.showWeatherUseCase = showWeatherUseCase
    self.presenterDecorator = presenterDecorator
  }

  /// Wires a scene for the city to the view and returns the two objects the view keeps.
  public func configure(
    view: any CityWeatherDisplayLogic,
    city: City,
    coordinator: any CityWeatherCoordinator
  ) -> (interactor: any CityWeatherBusinessLogic, router: any CityWeatherRoutingLogic) {
    let presenter = presenterDecorator(CityWeatherPresenter(view: view))
    let interactor = CityWeatherInteractor(
      city: city, presenter: presenter, showWeatherUseCase: showWeatherUseCase)
    return (interactor, CityWeatherRouter(coordinator: coordinator))
  }
}
