// Made by scripts/kata.py from Sources/CitiesVIP/Shared/CityRowViewModel.swift.

/// One city as a list shows it, in the saved list and in the search results alike.
///
/// It carries text only: the view never sees a `City`, so a change to the entity cannot reach it.
public struct CityRowViewModel: Identifiable, Hashable, Sendable {
  /// The city's id, which the view sends back when the user picks the row.
  public let id: Int
  /// The city's name.
  public let title: String
  /// Region and country, such as `Bavaria, Germany`; empty when neither is worth showing.
  public let subtitle: String

  /// Makes a row from text that is ready to show.
  public init(id: Int, title: String, subtitle: String) {
    self.id = id
    self.title = title
    self.subtitle = subtitle
  }
}
