import CitiesDomain

/// Builds the add-city scene: a view model over its scene use case, talking to a navigator.
@MainActor
public struct AddCityAssembler {
  private let searchCities: any SearchCitiesUseCase
  private let addCity: any AddCityUseCase
  private let clock: any Clock<Duration>

  /// Makes an assembler; the clock times the pause after typing before a search is sent.
  public init(
    searchCities: any SearchCitiesUseCase,
    addCity: any AddCityUseCase,
    clock: any Clock<Duration> = ContinuousClock()
  ) {
    self.searchCities = searchCities
    self.addCity = addCity
    self.clock = clock
  }

  /// Builds the view model; the caller keeps the navigator alive, since the view model does not.
  public func makeViewModel(navigator: any AddCityNavigator) -> AddCityViewModel {
    let useCase = AddCitySceneUseCaseImplementation(searchCities: searchCities, addCity: addCity)
    return AddCityViewModel(useCase: useCase, navigator: navigator, clock: clock)
  }
}
