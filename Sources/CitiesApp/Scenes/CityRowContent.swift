/// A city as any pattern's row carries it (a cell, a row view model, a list item), so that the
/// screen lays out every pattern's lists alike: the name, then where it is.
@MainActor
public protocol CityRowContent {
  /// The city's name.
  var title: String { get }
  /// Where the city is, such as "Bavaria, Germany".
  var subtitle: String { get }
}
