/// How the loopback server sends an answer's body: the faults of pace and size a client must
/// survive, each bounded so a test can never hang on it.
public enum BodyDelivery: Sendable, Equatable {
  /// All at once, announced by `Content-Length`.
  case whole
  /// Announced in full by `Content-Length`, but the connection closes after `afterBytes` bytes.
  case cutOff(afterBytes: Int)
  /// All at once without `Content-Length`: closing the connection ends the body.
  case unannounced
  /// In chunks (`Transfer-Encoding: chunked`), without `Content-Length`.
  case chunked
  /// One byte at a time, `interval` apart, announced by `Content-Length`: a server that keeps
  /// the connection busy without ever finishing. It ends with the body, or when the server stops.
  case trickled(interval: Duration)
  /// The body again and again in chunks, without end as far as the client can tell: it ends once
  /// `maximumBytes` are sent, or when the client hangs up or the server stops.
  case endless(maximumBytes: Int)
}
