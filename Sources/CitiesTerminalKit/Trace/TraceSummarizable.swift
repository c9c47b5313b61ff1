/// A value that reads in a trace by a summary of its own, such as a row by its title, where the
/// struct spelled out in full would drown the message it travels in.
public protocol TraceSummarizable {
  /// The value as the trace shows it, such as `London` for a row.
  var traceSummary: String { get }
}
