import CitiesTerminalKit

/// A `TextOutput` that keeps everything written to it, for tests to read back.
@MainActor
final class CapturedOutput: TextOutput {
  /// Whether the output claims to be a terminal.
  let isTerminal: Bool
  /// Everything written so far, line breaks included.
  private(set) var text = ""

  /// Makes an empty capture; by default it is not a terminal, like a pipe.
  init(isTerminal: Bool = false) {
    self.isTerminal = isTerminal
  }

  /// The text split into lines, without the empty one after the last line break.
  var lines: [String] {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.last == "" { lines.removeLast() }
    return lines
  }

  func write(_ text: String) {
    self.text += text
  }
}
