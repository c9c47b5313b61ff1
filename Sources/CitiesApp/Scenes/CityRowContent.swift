import CitiesPresentationWords
import CitiesTerminalKit

/// A city as any pattern's row carries it (a cell, a row view model, a list item), so that the
/// screen lays out every pattern's lists alike: the name, then where it is.
@MainActor
public protocol CityRowContent {
  /// The city's name.
  var title: String { get }
  /// Where the city is, such as "Bavaria, Germany".
  var subtitle: String { get }
}

// The patterns that keep a city's row as data hand the shared words on; MVP's cells conform alone.
extension CityRowWords: CityRowContent {}

// A row travels in an intent or an action; the trace names it by its title:
// `.deleteTapped(row: London)`.
extension CityRowWords: TraceSummarizable {
  public var traceSummary: String { title }
}
