// Foundation brings the C library in: Darwin on Apple systems, Glibc on Linux.
import Foundation

/// Command lines from standard input or a `--script` file, read alike by one `LineReader`.
@MainActor
public final class InputFile: LineInput {
  private let fileDescriptor: Int32
  private let closesAtEnd: Bool
  private var reader: LineReader

  /// The process's standard input: a person at a terminal, or a pipe or file given to `cities`.
  public static func standardInput() -> InputFile { InputFile(fileDescriptor: STDIN_FILENO) }

  /// Reads an open file descriptor, closing it at the end when `closesAtEnd` says it is this
  /// object's; a read error ends the input as the end of the file would.
  init(fileDescriptor: Int32, closesAtEnd: Bool = false) {
    (self.fileDescriptor, self.closesAtEnd) = (fileDescriptor, closesAtEnd)
    var buffer = [UInt8](repeating: 0, count: 64 * 1024)
    let source = Self.isCanonicalTerminal(fileDescriptor) ? LineReader.Source.terminal : .stream
    reader = LineReader(source: source) {
      var count = -1
      while count < 0 {
        count = buffer.withUnsafeMutableBytes { read(fileDescriptor, $0.baseAddress, $0.count) }
        if count < 0 && errno != EINTR { return [] }
      }
      return Array(buffer[..<count])
    }
  }

  /// Opens the script at `path`, or throws why it cannot be read, in words that name the path.
  convenience init(path: String) throws(UsageError) {
    let fileDescriptor = open(path, O_RDONLY | O_CLOEXEC)
    var status = stat()
    guard fileDescriptor >= 0, fstat(fileDescriptor, &status) == 0,
      status.st_mode & S_IFMT != S_IFDIR
    else {
      let reason = fileDescriptor < 0 ? Self.reason(errno) : "it is a folder, not a file"
      if fileDescriptor >= 0 { close(fileDescriptor) }
      throw UsageError(#"cannot read the script "\#(TerminalText.sanitized(path))": \#(reason)."#)
    }
    self.init(fileDescriptor: fileDescriptor, closesAtEnd: true)
  }

  deinit {
    if closesAtEnd { close(fileDescriptor) }
  }

  public var isTerminal: Bool { isatty(fileDescriptor) == 1 }

  public func readLine() throws(UsageError) -> String? {
    try reader.readLine()
  }

  // In canonical mode a terminal hands over whole lines, or a partly typed one at Ctrl-D. In raw
  // mode (`stty -icanon`) each read brings what was typed so far, so the input is read as a pipe.
  // `c_lflag` is a `UInt` on macOS and a `UInt32` on Linux; `Int` holds either, and `ICANON`.
  private static func isCanonicalTerminal(_ fileDescriptor: Int32) -> Bool {
    var settings = termios()
    guard isatty(fileDescriptor) == 1, tcgetattr(fileDescriptor, &settings) == 0 else {
      return false
    }
    return Int(settings.c_lflag) & Int(ICANON) != 0
  }

  /// Every line left, for `compare`, which runs a script once per pattern.
  func allLines() throws(UsageError) -> [String] {
    var lines: [String] = []
    while let line = try readLine() { lines.append(line) }
    return lines
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
