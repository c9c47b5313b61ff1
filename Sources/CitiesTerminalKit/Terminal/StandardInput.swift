// Foundation brings the C library in: Darwin on Apple systems, Glibc on Linux.
import Foundation

/// The process's standard input: a person at a terminal, or a pipe or file given to `cities`.
///
/// It reads lines as a `--script` file is read, with the same `LineReader`, so a script behaves
/// the same whether it is named or piped in.
@MainActor
public final class StandardInput: LineInput {
  private let fileDescriptor: Int32
  private var reader: LineReader

  /// Makes the reader of standard input.
  public convenience init() {
    self.init(fileDescriptor: STDIN_FILENO)
  }

  /// Makes a reader of another descriptor read as standard input is, such as a pipe in a test.
  init(fileDescriptor: Int32) {
    self.fileDescriptor = fileDescriptor
    reader = LineReader(fileDescriptor: fileDescriptor)
  }

  public var isTerminal: Bool { isatty(fileDescriptor) == 1 }

  public func readLine() throws(UsageError) -> String? {
    try reader.readLine()
  }
}
