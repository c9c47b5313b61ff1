import CitiesDomain

/// Wires the add-city scene: given the view and the router, it makes the presenter that joins them
/// to the search and add use cases.
///
/// The view owns the presenter it returns; the presenter holds the view weakly and the router
/// strongly, so the whole scene goes away with its view.
@MainActor
public struct AddCityConfigurator {
  private let searchCitiesUseCase: any SearchCitiesUseCase
  private let addCityUseCase: any AddCityUseCase
  private let clock: any Clock<Duration>

  /// `clock` times the pause in typing before a search; tests pass one they move by hand.
  public init(
    searchCitiesUseCase: any SearchCitiesUseCase,
    addCityUseCase: any AddCityUseCase,
    clock: any Clock<Duration> = ContinuousClock()
  ) {
    self.searchCitiesUseCase = searchCitiesUseCase
    self.addCityUseCase = addCityUseCase
    self.clock = clock
  }

  /// Makes the presenter of the view; the view must keep it, as nothing else does.
  public func configure(view: any AddCityView, router: any AddCityRouter) -> any AddCityPresenter {
    AddCityPresenterImplementation(
      view: view,
      searchCitiesUseCase: searchCitiesUseCase,
      addCityUseCase: addCityUseCase,
      router: router,
      clock: clock
    )
  }
}
