// Made by scripts/kata.py from Sources/CitiesVIPER/Shared/CityDisplayItem.swift.

import CitiesDomain
import CitiesPresentationWords

/// One city as a VIPER list view shows it, in the saved list and the search results alike: the
/// words the presenter prepared from the entity, and the id the view hands back for the row.
public struct CityDisplayItem: Identifiable, Hashable, Sendable {
  public let id: City.ID
  public let title: String
  /// The region and country, such as `Bavaria, Germany`; empty when neither is worth showing.
  public let subtitle: String

  public init(id: City.ID, title: String, subtitle: String) {
    (self.id, self.title, self.subtitle) = (id, title, subtitle)
  }

  // Only a presenter words an entity: the view never sees the city itself.
  init(city: City) {
    self.init(id: city.id, title: city.name, subtitle: CitiesListWords.subtitle(of: city))
  }
}
