/// Finds cities the user might want to add.
public protocol SearchCitiesUseCase: Sendable {
  /// Returns the cities matching the typed text, best match first.
  ///
  /// Throws `SearchCitiesError.queryTooShort`, without asking any gateway, when the trimmed text
  /// has fewer than `CitySearchQuery.minimumLength` characters.
  func search(for text: String) async throws -> [City]
}
