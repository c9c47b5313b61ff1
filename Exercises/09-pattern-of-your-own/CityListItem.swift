// Made by scripts/kata.py from Sources/CitiesVIPER/Shared/CityListItem.swift.

import CitiesDomain

/// One city as a VIPER list view shows it, in the saved list and the search results alike: text
/// the presenter prepared, and the id the view hands back when the user picks the row.
public struct CityListItem: Hashable, Sendable {
  /// The id of the city behind the row, the only thing the view sends back.
  public let id: City.ID
  /// The city's name.
  public let title: String
  /// Region and country, such as `Bavaria, Germany`; empty when neither is worth showing.
  public let subtitle: String

  /// Makes an item from text that is ready to show.
  public init(id: City.ID, title: String, subtitle: String) {
    self.id = id
    self.title = title
    self.subtitle = subtitle
  }
}
