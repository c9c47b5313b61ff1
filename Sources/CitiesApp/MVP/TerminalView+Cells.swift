import CitiesTerminalKit

extension TerminalView {
  /// A passive view's rows, read back through its presenter as a table asks its data source: first
  /// the count, then a fresh cell from `makeCell` that `configure` fills for each row, all traced.
  func cells<Cell>(
    _ makeCell: () -> Cell, count: (name: String, value: Int),
    filledBy configure: @MainActor (Cell, Int) -> Void
  ) -> [Cell] {
    trace?.sent(count.name)
    return (0..<count.value).map { row in
      let cell = makeCell()
      trace?.sent("configure(cell:forRow: \(row))")
      configure(cell, row)
      return cell
    }
  }
}
