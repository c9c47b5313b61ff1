/// How lines are dressed for the terminal: bold titles, dimmed hints, red alerts, or plain text;
/// its ANSI codes go on sanitised text, so they are the only ones that reach the terminal.
public struct TerminalStyle: Sendable {
  /// Whether the style adds colour and weight at all.
  public let usesColor: Bool

  /// A style that adds nothing, for files, pipes and tests.
  public static let plain = TerminalStyle(usesColor: false)

  public init(usesColor: Bool) {
    self.usesColor = usesColor
  }

  /// The style for an output: colour only on a terminal, and never when `NO_COLOR` is set to
  /// anything (https://no-color.org) or the terminal says it is dumb.
  public init(environment: [String: String], outputIsTerminal: Bool) {
    let noColor = environment["NO_COLOR"].map { !$0.isEmpty } ?? false
    self.init(usesColor: outputIsTerminal && !noColor && environment["TERM"] != "dumb")
  }

  /// A title, in bold.
  public func title(_ text: String) -> String { styled(text, code: "1") }

  /// A hint, dimmed.
  public func hint(_ text: String) -> String { styled(text, code: "2") }

  /// An alert or error, in red.
  public func alert(_ text: String) -> String { styled(text, code: "31") }

  private func styled(_ text: String, code: String) -> String {
    usesColor ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
  }
}
