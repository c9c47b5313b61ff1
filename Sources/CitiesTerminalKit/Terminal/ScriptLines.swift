/// Commands held in memory, read from a script file or given as a list.
@MainActor
public final class ScriptLines: LineInput {
  private var lines: ArraySlice<String>

  /// Makes an input that gives these lines in order, then ends.
  public init(_ lines: [String]) {
    self.lines = ArraySlice(lines)
  }

  public var isTerminal: Bool { false }

  public func readLine() -> String? {
    lines.popFirst()
  }
}
