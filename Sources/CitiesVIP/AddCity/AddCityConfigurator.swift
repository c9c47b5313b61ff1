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
  private let destinations: any AddCityDestinations

  /// Makes a configurator whose scenes run these use cases, time the pause before a search with
  /// the clock, and route to what `destinations` makes.
  public init(
    searchCitiesUseCase: any SearchCitiesUseCase,
    addCityUseCase: any AddCityUseCase,
    clock: any Clock<Duration> = ContinuousClock(),
    destinations: any AddCityDestinations
  ) {
    self.searchCitiesUseCase = searchCitiesUseCase
    self.addCityUseCase = addCityUseCase
    self.clock = clock
    self.destinations = destinations
  }

  /// Wires a scene to the view and returns the two objects the view keeps and talks to.
  public func configure(view: any AddCityDisplayLogic) -> (
    interactor: AddCityInteractor, router: AddCityRouter
  ) {
    let interactor = AddCityInteractor(
      presenter: AddCityPresenter(view: view),
      searchCitiesUseCase: searchCitiesUseCase,
      addCityUseCase: addCityUseCase,
      clock: clock
    )
    let router = AddCityRouter(destinations: destinations)
    router.viewController = view
    router.dataStore = interactor
    return (interactor, router)
  }
}
