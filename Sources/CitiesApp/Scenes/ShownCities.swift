import CitiesTerminalKit

/// The cities a list scene shows, kept with the rows behind them (a row view model, a list item),
/// so that a number the user chooses reaches the row they saw, and no row once it is gone.
@MainActor
public struct ShownCities<Row: CityRowContent> {
  private var rows: [Row] = []

  /// Keeps no rows yet.
  public init() {}

  /// Shows the rows on the screen and keeps them.
  public mutating func show(_ rows: [Row], on screen: inout Screen) {
    self.rows = rows
    screen.show(cities: rows)
  }

  /// The row at a 0-based index while the screen shows the rows; none after a load, a search or a
  /// failure replaced them.
  public func row(_ index: Int, on screen: Screen) -> Row? {
    screen.rows.isEmpty || !rows.indices.contains(index) ? nil : rows[index]
  }
}
