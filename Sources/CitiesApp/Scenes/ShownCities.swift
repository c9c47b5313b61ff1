import CitiesPresentationWords
import CitiesTerminalKit

/// The cities a list scene shows, kept with the words behind each row (a row view model, a list
/// item), so that a number the user chooses reaches the row they saw, and no row once it is gone.
@MainActor
struct ShownCities {
  private var rows: [CityRowWords] = []

  /// Shows the rows on the screen and keeps them.
  mutating func show(_ rows: [CityRowWords], on screen: inout Screen) {
    self.rows = rows
    screen.show(cities: rows.map { ($0.title, $0.subtitle) })
  }

  /// The row at a 0-based index while the screen shows the rows; none after a load, a search or a
  /// failure replaced them.
  func row(_ index: Int, on screen: Screen) -> CityRowWords? {
    screen.rows.isEmpty || !rows.indices.contains(index) ? nil : rows[index]
  }
}

// A row travels in an intent or an action; the trace names it by its title:
// `.deleteTapped(row: London)`.
extension CityRowWords: TraceSummarizable {
  public var traceSummary: String { title }
}
