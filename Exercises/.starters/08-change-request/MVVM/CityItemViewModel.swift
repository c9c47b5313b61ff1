// Made by scripts/kata.py from Sources/CitiesMVVM/Shared/CityItemViewModel.swift.

import CitiesDomain
import CitiesPresentationWords

/// One city as a list shows it, in the cities scene and among search results alike: the item view
/// model a list view model hands its view, one per row, already worded.
///
/// It carries the city's id, so a view model finds the city again when the user picks the item.
public struct CityItemViewModel: Identifiable, Hashable, Sendable {
  /// The id of the city behind the item.
  public let id: City.ID
  /// The city's name.
  public let title: String
  /// Where the city is, such as `Bavaria, Germany`; empty when nothing is worth showing.
  public let subtitle: String

  /// Makes an item from text that is ready to show.
  public init(id: City.ID, title: String, subtitle: String) {
    self.id = id
    self.title = title
    self.subtitle = subtitle
  }

  /// Words a city by the rule every list shares (docs/SCENES.md, F5).
  public init(city: City) {
    self.init(id: city.id, title: city.name, subtitle: CitiesListWords.subtitle(of: city))
  }
}
