import CitiesTerminalKit

/// A cell of an MVP list in the terminal: the presenter fills a fresh one for each row.
@MainActor
protocol TerminalCell: AnyObject {
  /// Makes an empty cell, for the presenter to fill.
  init()
}

extension TerminalView {
  /// A passive view's rows, read back through its presenter as a table asks its data source.
  ///
  /// First the count, then a fresh cell that `configure` fills for each row; each call is traced.
  func cells<Cell: TerminalCell>(
    _ type: Cell.Type, count: (name: String, value: Int),
    filledBy configure: @MainActor (Cell, Int) -> Void
  ) -> [Cell] {
    trace?.sent(count.name)
    return (0..<count.value).map { row in
      let cell = Cell()
      trace?.sent("configure(cell:forRow: \(row))")
      configure(cell, row)
      return cell
    }
  }
}
