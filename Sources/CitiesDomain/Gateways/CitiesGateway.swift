/// The saved list of cities, as the use cases see it: fetch, add, delete, restore and rename.
///
/// Fetch, add and delete are those of the original MVP + Clean Architecture design; restore and
/// rename came with undo and rename. The domain defines the protocol and the data layer implements
/// it, so the use cases never learn where or how the list is kept.
public protocol CitiesGateway: Sendable {
  /// Returns the saved cities in the order they were added.
  func fetchCities() async throws -> [City]

  /// Saves a city at the end of the list and returns it as saved.
  ///
  /// Throws `AddCityError.alreadySaved` when a city with the same id is in the list already.
  func add(parameters: AddCityParameters) async throws -> City

  /// Removes the city with the same id from the list; removing a city that is not saved does nothing.
  func delete(city: City) async throws

  /// Puts a deleted city back at `position` of the saved order (clamped to the list's end).
  ///
  /// Throws `AddCityError.alreadySaved` when a city with the same id is in the list already, the
  /// rule add follows, so a city is never saved twice.
  func restore(city: City, at position: Int) async throws

  /// Gives the saved city with the same id the new name, keeping its place, and returns it renamed.
  ///
  /// Throws `RenameCityError.notSaved` when no city with that id is saved.
  func rename(city: City, to name: String) async throws -> City
}
