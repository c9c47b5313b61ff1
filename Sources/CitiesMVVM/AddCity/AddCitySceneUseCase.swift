import CitiesDomain

/// The add-city search's one door to the domain: a facade over the use cases this scene needs.
public protocol AddCitySceneUseCase: Sendable {
  /// Returns the cities whose names match the text, best match first.
  func searchCities(matching text: String) async throws -> [City]

  /// Saves the city; throws `AddCityError.alreadySaved` when it is in the list already.
  func add(_ city: City) async throws
}
