import CitiesTerminalKit

extension TerminalView {
  /// A passive view's rows, reloaded through its presenter as a table reloads from its data source:
  /// the refresh the presenter asked for (`method`, traced), then the count, then a fresh cell from
  /// `makeCell` that `configure` fills for each of the `count` rows.
  func reloadedCells<Cell>(
    _ makeCell: () -> Cell, count: @autoclosure () -> Int,
    filledBy configure: @MainActor (Cell, Int) -> Void, method: String = #function
  ) -> [Cell] {
    trace?.received(call: method, arguments: [])
    return (0..<count()).map { row in
      let cell = makeCell()
      configure(cell, row)
      return cell
    }
  }
}
