import CitiesDomain

/// The add-city scene use case, forwarding to the domain's search and add use cases.
public struct AddCitySceneUseCaseImplementation: AddCitySceneUseCase {
  private let searchCities: any SearchCitiesUseCase
  private let addCity: any AddCityUseCase

  public init(searchCities: any SearchCitiesUseCase, addCity: any AddCityUseCase) {
    self.searchCities = searchCities
    self.addCity = addCity
  }

  public func searchCities(matching text: String) async throws -> [City] {
    try await searchCities.search(for: text)
  }

  public func add(_ city: City) async throws {
    _ = try await addCity.add(parameters: AddCityParameters(city: city))
  }
}
