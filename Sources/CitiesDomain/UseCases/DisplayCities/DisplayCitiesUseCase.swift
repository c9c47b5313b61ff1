/// Lists the saved cities for the cities scene.
public protocol DisplayCitiesUseCase: Sendable {
  /// Returns the saved cities in the order the user added them.
  func displayCities() async throws -> [City]
}
