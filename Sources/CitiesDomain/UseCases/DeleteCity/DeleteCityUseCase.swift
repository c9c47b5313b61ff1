/// Removes a city from the saved list.
public protocol DeleteCityUseCase: Sendable {
  /// Removes the city; a city that is not saved leaves the list as it was.
  func delete(city: City) async throws
}
