/// Gives a saved city a new name the user chose.
public protocol RenameCityUseCase: Sendable {
  /// Renames the city, keeping its place in the list, and returns it renamed.
  ///
  /// Throws `RenameCityError` for a blank, over-long or unchanged name, before anything is saved.
  func rename(city: City, to name: String) async throws -> City
}
