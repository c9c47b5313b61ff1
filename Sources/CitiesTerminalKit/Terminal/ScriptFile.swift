// Foundation brings the C library in: Darwin on Apple systems, Glibc on Linux.
import Foundation

/// The commands of a `--script` file, read a line at a time with the `LineReader` standard input
/// uses, so a script reads the same whether it is named or piped in.
@MainActor
final class ScriptFile: LineInput {
  private let fileDescriptor: Int32
  private var reader: LineReader

  /// Opens the file at `path`, or throws why it cannot be read, in words that name the path.
  init(path: String) throws(UsageError) {
    let fileDescriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard fileDescriptor >= 0 else { throw Self.unreadable(path, reason: Self.reason(errno)) }
    var status = stat()
    guard fstat(fileDescriptor, &status) == 0, status.st_mode & S_IFMT != S_IFDIR else {
      close(fileDescriptor)
      throw Self.unreadable(path, reason: "it is a folder, not a file")
    }
    self.fileDescriptor = fileDescriptor
    reader = LineReader(fileDescriptor: fileDescriptor)
  }

  deinit {
    close(fileDescriptor)
  }

  var isTerminal: Bool { false }

  func readLine() throws(UsageError) -> String? {
    try reader.readLine()
  }

  /// Every line of the file, for `compare`, which runs a script three times.
  func allLines() throws(UsageError) -> [String] {
    var lines: [String] = []
    while let line = try readLine() { lines.append(line) }
    return lines
  }

  private static func unreadable(_ path: String, reason: String) -> UsageError {
    UsageError("cannot read the script '\(TerminalText.sanitized(path))': \(reason).")
  }

  // The platform's own words differ between Linux and macOS; these read the same on both.
  private static func reason(_ code: Int32) -> String {
    switch code {
    case ENOENT: "there is no such file"
    case ENOTDIR: "a part of the path is not a folder"
    case EACCES, EPERM: "you do not have permission to read it"
    default: TerminalText.sanitized(String(cString: strerror(code)))
    }
  }
}
