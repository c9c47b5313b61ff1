/// Saves a city the user chose.
public protocol AddCityUseCase: Sendable {
  /// Saves the city and returns it as saved.
  ///
  /// Throws `AddCityError.blankName` for a city without a name and `AddCityError.alreadySaved` for
  /// one that is in the list already; in both cases nothing is saved.
  func add(parameters: AddCityParameters) async throws -> City
}
