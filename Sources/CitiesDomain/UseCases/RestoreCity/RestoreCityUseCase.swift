/// Puts a deleted city back in the saved list: the undo of a delete.
public protocol RestoreCityUseCase: Sendable {
  /// Puts the city back at `position` of the saved order, its index in the list it was deleted
  /// from; a position past the end puts it last.
  ///
  /// Throws `AddCityError.alreadySaved` when the city is in the list already; nothing changes then.
  func restore(city: City, at position: Int) async throws
}
