/// Turns a `Screen` into the lines the terminal shows: title, summary, rows, message,
/// alert, a busy line and the commands' hint, each sanitised and folded before it is styled.
public struct ScreenRenderer: Sendable {
  private let width: Int
  private let style: TerminalStyle

  public init(width: Int, style: TerminalStyle = .plain) {
    (self.width, self.style) = (max(width, 1), style)
  }

  /// The screen's lines, without line breaks.
  public func lines(for screen: Screen) -> [String] {
    var lines = folded(screen.title).map(style.title)
    if let summary = screen.summary { lines += folded(summary) }
    lines += RowTable(rows: screen.rows, isNumbered: screen.rowsCanBeChosen).lines.flatMap(folded)
    if let message = screen.message { lines += TerminalText.wrapped(message, toWidth: width) }
    if let alert = screen.alert {
      lines += TerminalText.wrapped("! " + alert, toWidth: width).map(style.alert)
    }
    if screen.isBusy { lines += folded("Working…").map(style.hint) }
    lines += folded("Commands: " + Self.commands(for: screen).joined(separator: " · "))
      .map(style.hint)
    return lines
  }

  // The commands that do something in the scene on screen.
  private static func commands(for screen: Screen) -> [String] {
    let hasRows = !screen.rows.isEmpty
    let retry = screen.canRetry ? ["retry"] : []
    switch screen.scene {
    case .cities:
      let rowCommands = hasRows ? ["open <n>", "delete <n>", "sort name|added"] : []
      return ["add <name>"] + rowCommands + retry + ["help", "quit"]
    case .addCity:
      return ["search <text>"] + (hasRows ? ["pick <n>"] : []) + retry + ["back", "help"]
    case .cityWeather:
      return retry + ["rename <name>", "back", "help"]
    }
  }

  private func folded(_ text: String) -> [String] {
    TerminalText.folded(text, toWidth: width)
  }
}
