import CitiesDomain
import CitiesTerminalKit

/// A row of a city as a pattern's list hands it to the terminal: each pattern declares its own row
/// type (a row view model, a list item) and the host reads these three fields of it.
protocol ShownCityRow: TraceSummarizable {
  /// The id of the city behind the row, which the view sends back when the user picks the row.
  var id: City.ID { get }
  /// The city's name.
  var title: String { get }
  /// Where the city is, or empty.
  var subtitle: String { get }
}

// A row travels in an intent or an action; the trace names it by its title:
// `.deleteTapped(row: London)`.
extension ShownCityRow {
  public var traceSummary: String { title }
}

/// The cities a list scene shows, kept as the pattern's own rows, so that a number the user
/// chooses reaches the row they saw, and no row once it is gone.
@MainActor
struct ShownCities<Row: ShownCityRow> {
  private var rows: [Row] = []

  /// Shows the rows on the screen and keeps them.
  mutating func show(_ rows: [Row], on screen: inout Screen) {
    self.rows = rows
    screen.show(cities: rows.map { ($0.title, $0.subtitle) })
  }

  /// The row at a 0-based index while the screen shows the rows; none after a load, a search or a
  /// failure replaced them.
  func row(_ index: Int, on screen: Screen) -> Row? {
    screen.rows.isEmpty || !rows.indices.contains(index) ? nil : rows[index]
  }
}
