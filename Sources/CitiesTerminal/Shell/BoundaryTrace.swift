/// Records the messages that cross one boundary, from one role to another, into a trace log.
///
/// Every decorator of the shells holds one, so a message reads the same whichever pattern sends it.
/// The decorators themselves stay one type per boundary protocol, each forwarding method by method:
/// Swift cannot wrap a protocol generically, and that repetition is the price of tracing a pattern
/// without changing its code.
struct BoundaryTrace: Sendable {
  private static let shortTextLength = 32

  private let log: TraceLog
  private let from: TraceRole
  private let to: TraceRole

  /// Makes the trace of messages from `from` to `to`.
  init(log: TraceLog, from: TraceRole, to: TraceRole) {
    self.log = log
    self.from = from
    self.to = to
  }

  /// Records a message, such as `deleteButtonPressed(row: 0)`.
  func record(_ message: String) {
    log.record(TraceEvent(from: from, to: to, message: message))
  }

  /// A text argument in short: quoted, and cut after a few words so a line stays readable.
  static func quoted(_ text: String) -> String {
    guard text.count > shortTextLength else { return "\"\(text)\"" }
    var cut = text.prefix(shortTextLength)
    while cut.last?.isWhitespace == true { cut = cut.dropLast() }
    return "\"\(cut)…\""
  }

  /// A count with its noun, such as `1 row`, `2 rows` or `2 cities`.
  static func count(_ count: Int, _ singular: String, plural: String? = nil) -> String {
    "\(count) \(count == 1 ? singular : plural ?? singular + "s")"
  }
}
