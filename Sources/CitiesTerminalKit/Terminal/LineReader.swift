/// Splits a stream of bytes into command lines ending at LF, CRLF or CR, holding at most one line
/// of `limit` bytes, so no input can make the app grow: a longer line is skipped and reported.
struct LineReader {
  /// Where the bytes come from, which decides what a line without a line break at its end means.
  enum Source {
    /// A file or a pipe: its last line may lack a line break and still runs.
    case stream
    /// A terminal in canonical mode, which hands over a line at Enter, and what was typed so far
    /// at Ctrl-D: a chunk that does not end a line is a person's Ctrl-D on a partly typed line,
    /// which never runs.
    case terminal
  }

  /// The most bytes one command line may hold, not counting its line break.
  static let limit = 4096

  private static let lineFeed = UInt8(ascii: "\n")
  private static let carriageReturn = UInt8(ascii: "\r")

  private let source: Source
  private let nextChunk: () -> [UInt8]
  private var pending: ArraySlice<UInt8> = []
  private var skipsLineFeed = false
  private var lineNumber = 0

  /// Makes a reader of the chunks `nextChunk` returns, in order; an empty chunk ends the input.
  init(source: Source = .stream, nextChunk: @escaping () -> [UInt8]) {
    (self.source, self.nextChunk) = (source, nextChunk)
  }

  /// The next line without its line break, or `nil` at the end of the input; throws, with the hint
  /// to show, for a line that is not run: one too long, or one cut short by Ctrl-D.
  mutating func readLine() throws(UsageError) -> String? {
    var line: [UInt8] = []
    var isTooLong = false
    var hasStarted = false
    while hasPendingBytes() {
      hasStarted = true
      let end = pending.firstIndex { $0 == Self.lineFeed || $0 == Self.carriageReturn }
      let part = pending[..<(end ?? pending.endIndex)]
      isTooLong = isTooLong || line.count + part.count > Self.limit
      line = isTooLong ? [] : line + part
      guard let end else {
        pending = []
        if source == .terminal { try refuseCutShort(line, isTooLong: isTooLong) }
        continue
      }
      skipsLineFeed = pending[end] == Self.carriageReturn
      pending = pending[(end + 1)...]
      return try finished(line, isTooLong: isTooLong)
    }
    return hasStarted ? try finished(line, isTooLong: isTooLong) : nil
  }

  /// Reads a chunk when none is pending; `false` at the end of the input.
  ///
  /// An LF right after the CR that ended the previous line is dropped here, when it arrives, not
  /// by reading ahead, so a person's CR never waits.
  private mutating func hasPendingBytes() -> Bool {
    while true {
      if pending.isEmpty { pending = ArraySlice(nextChunk()) }
      guard !pending.isEmpty else { return false }
      guard skipsLineFeed else { return true }
      skipsLineFeed = false
      if pending.first == Self.lineFeed { pending.removeFirst() }
    }
  }

  private mutating func finished(_ line: [UInt8], isTooLong: Bool) throws(UsageError) -> String {
    lineNumber += 1
    guard !isTooLong else {
      throw UsageError(
        "Line \(lineNumber) is longer than \(Self.limit) bytes; it was skipped, not run.")
    }
    return String(decoding: line, as: UTF8.self)
  }

  // The person pressed Ctrl-D before Enter: what they typed is quoted back, never run, and the
  // session goes on, so a second Ctrl-D, on an empty line, is what leaves.
  private mutating func refuseCutShort(_ line: [UInt8], isTooLong: Bool) throws(UsageError) -> Never
  {
    let text = try finished(line, isTooLong: isTooLong)
    let typed = TerminalText.fitted(text, toWidth: 30)
    throw UsageError(
      #""\#(typed)" was not run: Ctrl-D came before Enter. Press Ctrl-D again to leave."#)
  }
}
