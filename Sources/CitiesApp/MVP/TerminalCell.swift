import CitiesTerminalKit

/// A cell of an MVP list in the terminal: the presenter fills it, the view reads its columns.
@MainActor
protocol TerminalCell: AnyObject {
  /// Makes an empty cell, for the presenter to fill.
  init()

  /// The row as the screen lays it out.
  var columns: [String] { get }
}

extension TerminalCell {
  /// The list's rows, each read from a fresh cell that `configure` fills for its row; each
  /// request is traced as the view's call to its presenter.
  static func rows(count: Int, trace: HopRecorder, configure: (Self, Int) -> Void) -> [[String]] {
    (0..<count).map { row in
      let cell = Self()
      trace.sent("configure(cell:forRow: \(row))")
      configure(cell, row)
      return cell.columns
    }
  }
}
