import CitiesDomain

/// One city in words, as every pattern's list shows it, in the saved list and among the search
/// results alike: its name over where it is, with the id of the city behind it.
///
/// Each pattern names it in its own vocabulary (a row, a row view model, a list item); the rule
/// that words it is the same everywhere, so it is written once, here.
public struct CityRowWords: Identifiable, Hashable, Sendable {
  /// The id of the city behind the row, which the view sends back when the user picks the row.
  public let id: City.ID
  /// The city's name.
  public let title: String
  /// The region and country, such as `Bavaria, Germany`; empty when neither is worth showing.
  public let subtitle: String

  /// Makes a row from text that is ready to show.
  public init(id: City.ID, title: String, subtitle: String) {
    self.id = id
    self.title = title
    self.subtitle = subtitle
  }

  /// Words a city by the rule of docs/SCENES.md (F5): its name, over its region and country joined
  /// by `, `, leaving out what is missing or blank and a region that only repeats the name.
  public init(city: City) {
    self.init(id: city.id, title: city.name, subtitle: CitiesListWords.subtitle(of: city))
  }
}
