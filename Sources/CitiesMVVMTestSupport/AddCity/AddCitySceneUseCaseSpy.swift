import CitiesDomain
import CitiesMVVM
import CitiesTestSupport

/// An `AddCitySceneUseCase` that records the cities it was asked to add, failing when told to,
/// and passes each search to a `SearchCitiesUseCaseSpy`: the double an add-city view model is
/// tested against.
///
/// The searches go to the shared search spy so that the races every pattern's search is tested on
/// (an older answer after a newer query, a search held while the user picks) play here alike.
public actor AddCitySceneUseCaseSpy: AddCitySceneUseCase {
  /// The spy that answers, records and may hold every search.
  public nonisolated let searches: SearchCitiesUseCaseSpy
  /// Every city asked to be added so far, oldest first.
  public private(set) var addedCities: [City] = []
  private var addError: (any Error)?

  /// Makes a use case whose searches `searches` answers and whose adds succeed until told to fail.
  public init(searches: SearchCitiesUseCaseSpy = SearchCitiesUseCaseSpy()) {
    self.searches = searches
  }

  /// Makes every later add throw the error.
  public func failAdds(with error: any Error) { addError = error }

  public func searchCities(matching text: String) async throws -> [City] {
    try await searches.search(for: text)
  }

  public func add(_ city: City) async throws {
    addedCities.append(city)
    if let addError { throw addError }
  }
}
