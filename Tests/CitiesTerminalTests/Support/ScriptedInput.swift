import CitiesTerminalKit

/// A `LineInput` that gives canned lines, as if piped in or typed at a terminal.
@MainActor
final class ScriptedInput: LineInput {
  /// Whether the input claims to be a person at a terminal.
  let isTerminal: Bool
  /// How many lines were read, so a test can tell where a session stopped.
  private(set) var readCount = 0
  private var remaining: ArraySlice<String>

  /// Makes an input that gives these lines, then ends; by default it is a script, not a person.
  init(_ lines: [String], isTerminal: Bool = false) {
    remaining = ArraySlice(lines)
    self.isTerminal = isTerminal
  }

  func readLine() -> String? {
    guard let line = remaining.popFirst() else { return nil }
    readCount += 1
    return line
  }
}
