import CitiesDomain

/// Assembles the add-city scene around its view: view → interactor → presenter → view, with the
/// router beside them.
///
/// As Clean Swift has it, the view owns what this returns (the interactor, which owns the
/// presenter, and the router); the presenter and the router look back only weakly.
@MainActor
public struct AddCityConfigurator {
  private let searchCitiesUseCase: any SearchCitiesUseCase
  private let addCityUseCase: any AddCityUseCase
  private let clock: any Clock<Duration>
  private let presenterDecorator: (any AddCityPresentationLogic) -> any AddCityPresentationLogic

  /// Makes a configurator that gives every scene it builds these use cases and this clock.
  ///
  /// `presenterDecorator` is a seam for observing the interactor → presenter boundary (an app may
  /// trace it): the interactor talks to what it returns, which must pass every message on.
  public init(
    searchCitiesUseCase: any SearchCitiesUseCase,
    addCityUseCase: any AddCityUseCase,
    clock: any Clock<Duration> = ContinuousClock(),
    presenterDecorator:
      @escaping (any AddCityPresentationLogic) -> any AddCityPresentationLogic = { $0 }
  ) {
    self.searchCitiesUseCase = searchCitiesUseCase
    self.addCityUseCase = addCityUseCase
    self.clock = clock
    self.presenterDecorator = presenterDecorator
  }

  /// Wires a scene to the view and returns the two objects the view keeps and talks to.
  public func configure(
    view: any AddCityDisplayLogic,
    coordinator: any AddCityCoordinator
  ) -> (interactor: any AddCityBusinessLogic, router: any AddCityRoutingLogic) {
    let presenter = presenterDecorator(AddCityPresenter(view: view))
    let interactor = AddCityInteractor(
      presenter: presenter,
      searchCitiesUseCase: searchCitiesUseCase,
      addCityUseCase: addCityUseCase,
      clock: clock
    )
    return (interactor, AddCityRouter(coordinator: coordinator))
  }
}
