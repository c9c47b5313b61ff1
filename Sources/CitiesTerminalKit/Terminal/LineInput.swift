/// Where the session reads its commands from, one line at a time.
@MainActor
public protocol LineInput: AnyObject {
  /// Whether a person is typing (standard input is a terminal), rather than a script.
  var isTerminal: Bool { get }

  /// The next line without its line break, or `nil` at the end of the input; throws for a line
  /// that is not run (one too long, or one a person's Ctrl-D cut short), with the hint to show,
  /// and the input goes on.
  func readLine() throws(UsageError) -> String?
}
