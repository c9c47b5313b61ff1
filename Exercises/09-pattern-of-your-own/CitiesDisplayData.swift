// Made by scripts/kata.py from Sources/CitiesVIPER/Cities/CitiesDisplayData.swift.

/// What the saved-cities view shows while rows show: the title that counts them and names their
/// order, and one item a city, in that order.
public struct CitiesDisplayData: Hashable, Sendable {
  public let title: String
  public let items: [CityDisplayItem]

  public init(title: String, items: [CityDisplayItem]) {
    (self.title, self.items) = (title, items)
  }
}
