/// Finds cities by trimming and checking the typed text, then asking the search gateway.
public struct SearchCitiesUseCaseImplementation: SearchCitiesUseCase {
  private let citySearchGateway: any CitySearchGateway

  /// Makes the use case on top of the given gateway.
  public init(citySearchGateway: any CitySearchGateway) {
    self.citySearchGateway = citySearchGateway
  }

  public func search(for text: String) async throws -> [City] {
    guard let query = CitySearchQuery(text) else {
      throw SearchCitiesError.queryTooShort(minimumLength: CitySearchQuery.minimumLength)
    }
    return try await citySearchGateway.searchCities(matching: query)
  }
}
