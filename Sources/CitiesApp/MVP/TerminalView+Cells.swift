import CitiesTerminalKit

extension TerminalView {
  /// A passive view's rows, reloaded through its presenter as a table reloads from its data source:
  /// the refresh the presenter asked for (`method`), the count, then a fresh cell from `makeCell`
  /// that `configure` fills for each row, all traced.
  func reloadedCells<Cell>(
    _ makeCell: () -> Cell, count: (name: String, value: Int),
    filledBy configure: @MainActor (Cell, Int) -> Void, method: String = #function
  ) -> [Cell] {
    trace?.received(call: method, arguments: [])
    trace?.sent(count.name)
    return (0..<count.value).map { row in
      let cell = makeCell()
      trace?.sent("configure(cell:forRow: \(row))")
      configure(cell, row)
      return cell
    }
  }
}
