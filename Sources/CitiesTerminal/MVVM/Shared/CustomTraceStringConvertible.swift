/// A value that reads in short in the trace, as the MVVM views record the intents they send and
/// the states they draw.
protocol CustomTraceStringConvertible {
  /// The value as the trace shows it, such as `.queryChanged("ber")` or `list(2 rows)`.
  var traceDescription: String { get }
}
