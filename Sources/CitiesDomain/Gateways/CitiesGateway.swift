/// The saved list of cities, as the use cases see it: fetch, add and delete.
///
/// The three operations are those of the original MVP + Clean Architecture design. The domain
/// defines the protocol and the data layer implements it, so the use cases never learn where or how
/// the list is kept.
public protocol CitiesGateway: Sendable {
  /// Returns the saved cities in the order they were added.
  func fetchCities() async throws -> [City]

  /// Saves a city at the end of the list and returns it as saved.
  ///
  /// Throws `AddCityError.alreadySaved` when a city with the same id is in the list already.
  func add(parameters: AddCityParameters) async throws -> City

  /// Removes the city with the same id from the list; removing a city that is not saved does nothing.
  func delete(city: City) async throws
}
