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

  /// Builds the view model on its scene use case; the caller keeps the navigator alive, since the
  /// view model holds it weakly.
  public func makeViewModel(navigator: any AddCityNavigator) -> AddCityViewModel {
    AddCityViewModel(useCase: makeSceneUseCase(), navigator: navigator, clock: clock)
  }

  /// Builds the scene use case, the facade over the domain use cases the search needs.
  public func makeSceneUseCase() -> any AddCitySceneUseCase {
    AddCitySceneUseCaseImplementation(searchCities: searchCities, addCity: addCity)
  }
}
