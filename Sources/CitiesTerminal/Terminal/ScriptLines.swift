import Foundation

/// Commands held in memory, read from a script file or given as a list.
@MainActor
public final class ScriptLines: LineInput {
  private var lines: ArraySlice<String>

  /// Makes an input that gives these lines in order, then ends.
  public init(_ lines: [String]) {
    self.lines = ArraySlice(lines)
  }

  /// Makes an input from a UTF-8 text file, one command a line.
  public convenience init(contentsOf fileURL: URL) throws {
    let text = try String(contentsOf: fileURL, encoding: .utf8)
    self.init(text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
  }

  public var isTerminal: Bool { false }

  public func readLine() -> String? {
    lines.popFirst()
  }
}
