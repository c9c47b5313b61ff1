// Foundation brings the C library in: Darwin on Apple systems, Glibc on Linux.
import Foundation

/// The process's standard input: a person at a terminal, or a pipe or file given to `cities`.
@MainActor
public final class StandardInput: LineInput {
  /// Makes the reader.
  public init() {}

  public var isTerminal: Bool { isatty(STDIN_FILENO) == 1 }

  public func readLine() -> String? {
    Swift.readLine(strippingNewline: true)
  }
}
