/// Where the app writes: standard output or error, or a capture in tests.
@MainActor
public protocol TextOutput: AnyObject {
  /// Whether the text lands on a terminal, which decides colour and width.
  var isTerminal: Bool { get }

  /// Writes the text as it is, with no line break added.
  func write(_ text: String)
}

extension TextOutput {
  public func writeLine(_ line: String = "") {
    write(line + "\n")
  }
}
