// Made by scripts/kata.py from Sources/CitiesVIPER/Shared/CityListItem.swift.

import CitiesDomain

/// One city as a VIPER list view shows it, in the saved list and the search results alike: text
/// the presenter prepared, and the id the view hands back when the user picks the row.
public struct CityListItem: Hashable, Sendable {
  /// The id of the city behind the row, the only thing the view sends back.
  public let id: City.ID
  /// The city's name, and where it is (such as "Bavaria, Germany"; empty when nothing is known).
  public let title, subtitle: String

  /// Makes an item from text that is ready to show.
  public init(id: City.ID, title: String, subtitle: String) {
    (self.id, self.title, self.subtitle) = (id, title, subtitle)
  }

  // The presenters' one way from an entity to a row, so both lists describe a city alike.
  init(_ city: City) {
    let shownParts = [city.region == city.name ? nil : city.region, city.country]
    let subtitle = shownParts.compactMap { $0 }.filter { !$0.isEmpty }
    self.init(id: city.id, title: city.name, subtitle: subtitle.joined(separator: ", "))
  }
}
