/// Splits a stream of bytes into command lines ending at LF, CRLF or CR, holding at most one line
/// of `limit` bytes, so no input can make the app grow: a longer line is skipped and reported.
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
}
