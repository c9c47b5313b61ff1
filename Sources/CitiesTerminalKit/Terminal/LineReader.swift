/// Splits a stream of bytes into command lines, holding at most one line of `limit` bytes at a
/// time, so no input (an endless one such as `/dev/zero` included) can make the app grow.
///
/// A line ends at LF, CRLF or a lone CR, so a script saved on Windows or an old Mac reads as it
/// does on Linux. Bytes that are not UTF-8 become U+FFFD, as they would on a terminal. A line
/// longer than `limit` is skipped to its end without being kept, and reported by its number.
struct LineReader {
  /// The most bytes one command line may hold, not counting its line break.
  static let limit = 4096

  private static let lineFeed = UInt8(ascii: "\n")
  private static let carriageReturn = UInt8(ascii: "\r")

  private let nextChunk: () -> [UInt8]
  private var pending: ArraySlice<UInt8> = []
  private var skipsLineFeed = false
  private var lineNumber = 0

  /// Makes a reader of the chunks `nextChunk` returns, in order; an empty chunk ends the input.
  init(nextChunk: @escaping () -> [UInt8]) {
    self.nextChunk = nextChunk
  }

  /// The next line without its line break, or `nil` at the end of the input.
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
  /// A CR ended the previous line; an LF right after it belongs to the same line break. It is
  /// dropped here, when it arrives, rather than by reading ahead, so a person's CR never waits.
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
}
