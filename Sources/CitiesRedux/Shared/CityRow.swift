import CitiesDomain
import CitiesPresentationWords

/// One city as a list's state holds it, in the cities list and among search results alike: the
/// words it shows, and the id an action carries back when the user picks the row.
public struct CityRow: Identifiable, Hashable, Sendable {
  public let id: City.ID
  public let title: String
  /// Where the city is, such as `Bavaria, Germany`, or empty.
  public let subtitle: String

  public init(id: City.ID, title: String, subtitle: String) {
    self.id = id
    self.title = title
    self.subtitle = subtitle
  }

  /// Words the city by the shared rule: its name, over its region and country.
  public init(city: City) {
    self.init(id: city.id, title: city.name, subtitle: CitiesListWords.subtitle(of: city))
  }
}
