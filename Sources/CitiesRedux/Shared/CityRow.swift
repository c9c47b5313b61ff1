import CitiesDomain

/// One city as a list shows it, in the cities scene and among search results alike: ready-to-show
/// strings, and the id an action carries back when the user picks the row.
public struct CityRow: Identifiable, Hashable, Sendable {
  /// The id of the city behind the row.
  public let id: City.ID
  /// The city's name.
  public let title: String
  /// The region and country, as the scene spec words them, or empty when neither is known.
  public let subtitle: String

  /// Makes a row from its ready-made strings.
  public init(id: City.ID, title: String, subtitle: String) {
    self.id = id
    self.title = title
    self.subtitle = subtitle
  }
}
