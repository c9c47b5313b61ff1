import CitiesTerminalKit

/// A cell of an MVP list in the terminal: the presenter fills a fresh one for each row.
@MainActor
protocol TerminalCell: AnyObject {
  /// Makes an empty cell, for the presenter to fill.
  init()
}

extension TerminalCell {
  /// A passive view's rows, read back through its presenter as a table asks its data source.
  ///
  /// First the count, then a fresh cell that `configure` fills for each row; each call is traced.
  static func cells(
    counting count: (name: String, value: Int), trace: HopRecorder, configure: (Self, Int) -> Void
  ) -> [Self] {
    trace.sent(count.name)
    return (0..<count.value).map { row in
      let cell = Self()
      trace.sent("configure(cell:forRow: \(row))")
      configure(cell, row)
      return cell
    }
  }
}
