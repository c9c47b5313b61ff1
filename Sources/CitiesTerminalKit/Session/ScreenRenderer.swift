/// Turns a `Screen` into the lines the terminal shows: title, summary, numbered rows in aligned
/// columns, message, alert, a busy line, and a hint with the commands that fit the scene.
///
/// Every string is sanitised and cut (or, for messages and alerts, wrapped) to the width before
/// the style adds its own codes, so what a web service or a file says can never steer the terminal.
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
    var lines = [style.title(fitted(screen.title))]
    if let summary = screen.summary { lines.append(fitted(summary)) }
    lines += RowTable(rows: screen.rows, nameWidth: max(width / 2, 8)).lines.map(fitted)
    if let message = screen.message { lines += TerminalText.wrapped(message, toWidth: width) }
    if let alert = screen.alert {
      lines += TerminalText.wrapped("! " + alert, toWidth: width).map(style.alert)
    }
    if screen.isBusy { lines.append(style.hint(fitted("Working…"))) }
    lines.append(style.hint(fitted(CommandHint(screen: screen).text)))
    return lines
  }

  private func fitted(_ text: String) -> String {
    TerminalText.fitted(text, toWidth: width)
  }
}
