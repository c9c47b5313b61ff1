/// Finds cities by name, for the add-city scene.
public protocol CitySearchGateway: Sendable {
  /// Returns the cities whose names match the query, best match first; no match is an empty list.
  func searchCities(matching query: CitySearchQuery) async throws -> [City]
}
