/// Turns a `Screen` into the lines the terminal shows: title, summary, rows, message,
/// alert, a busy line and the commands' hint, each sanitised and folded before it is styled.
public struct ScreenRenderer: Sendable {
  private let width: Int
  private let style: TerminalStyle

  /// Makes a renderer for a terminal of the given width.
  public init(width: Int, style: TerminalStyle = .plain) {
    (self.width, self.style) = (max(width, 1), style)
  }

  /// The screen's lines, without line breaks.
  public func lines(for screen: Screen) -> [String] {
    var lines = folded(screen.title).map(style.title)
    if let summary = screen.summary { lines += folded(summary) }
    let table = RowTable(
      rows: screen.rows, nameWidth: RowTable.nameLimit, isNumbered: screen.rowsCanBeChosen)
    lines += table.lines.flatMap(folded)
    if let message = screen.message { lines += TerminalText.wrapped(message, toWidth: width) }
    if let alert = screen.alert {
      lines += TerminalText.wrapped("! " + alert, toWidth: width).map(style.alert)
    }
    if screen.isBusy { lines += folded("Working…").map(style.hint) }
    lines += folded(CommandHint(screen: screen).text).map(style.hint)
    return lines
  }

  private func folded(_ text: String) -> [String] {
    TerminalText.folded(text, toWidth: width)
  }
}
