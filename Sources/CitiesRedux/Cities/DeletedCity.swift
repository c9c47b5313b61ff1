import CitiesDomain

/// A city the user has just deleted, with its place in the saved order: what the list keeps while
/// it offers to put the city back.
public struct DeletedCity: Equatable, Sendable {
  /// The city deleted.
  public let city: City
  /// Its index in the saved order, where an undo puts it back, whatever order the rows show in.
  public let position: Int

  public init(city: City, position: Int) {
    self.city = city
    self.position = position
  }
}
