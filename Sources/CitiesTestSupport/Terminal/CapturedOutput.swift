import CitiesTerminal

/// A `TextOutput` that keeps everything written to it, for tests to read back.
@MainActor
public final class CapturedOutput: TextOutput {
  /// Whether the output claims to be a terminal.
  public let isTerminal: Bool
  /// Everything written so far, line breaks included.
  public private(set) var text = ""

  /// Makes an empty capture; by default it is not a terminal, like a pipe.
  public init(isTerminal: Bool = false) {
    self.isTerminal = isTerminal
  }

  /// The text split into lines, without the empty one after the last line break.
  public var lines: [String] {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.last == "" { lines.removeLast() }
    return lines
  }

  public func write(_ text: String) {
    self.text += text
  }
}
