// Made by scripts/kata.py from Sources/CitiesMVVM/Shared/CityRow.swift.

/// One city as a list shows it, in the cities scene and among search results alike.
///
/// It carries ready-to-show strings only; the view model keeps the `City` behind each row and
/// finds it again by `id` when the user taps the row.
public struct CityRow: Identifiable, Hashable, Sendable {
  /// The id of the city behind the row.
  public let id: Int
  /// The city's name.
  public let title: String
  /// The region and country, as the scene spec words them, or empty when neither is known.
  public let subtitle: String

  /// Makes a row from its ready-made strings.
  public init(id: Int, title: String, subtitle: String) {
    self.id = id
    self.title = title
    self.subtitle = subtitle
  }
}
