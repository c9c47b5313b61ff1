/// Turns a `Screen` into the lines the terminal shows: title, summary, numbered rows in aligned
/// columns, message, alert, a busy line, and a hint with the commands that fit the scene.
///
/// Every string is sanitised and folded (or, for messages and alerts, wrapped) to the width before
/// the style adds its own codes, so what a web service or a file says can never steer the terminal,
/// and a narrow terminal still shows every word.
public struct ScreenRenderer: Sendable {
  private let width: Int
  private let style: TerminalStyle

  /// Makes a renderer for a terminal of the given width.
  public init(width: Int, style: TerminalStyle = .plain) {
    self.width = max(width, 1)
    self.style = style
  }

  /// The screen's lines, without line breaks.
  public func lines(for screen: Screen) -> [String] {
    var lines = folded(screen.title).map(style.title)
    if let summary = screen.summary { lines += folded(summary) }
    lines += RowTable(rows: screen.rows, nameWidth: RowTable.nameLimit).lines.flatMap(folded)
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
