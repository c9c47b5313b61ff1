/// Why a call to a web service gave no usable answer, sorted by what the app can do about it.
///
/// Each case is something a person can be told, so `description` is one readable line that names
/// the service's host (never a user name or password); the cases are values, so tests compare
/// them with `==`.
public enum APIClientError: Error, Equatable, Sendable {
  /// The device has no network connection at all.
  case offline(host: String)
  /// The service's name did not resolve to an address.
  case hostNotFound(host: String)
  /// The service's address was reached but nothing accepted the connection there.
  case cannotConnect(host: String)
  /// The connection broke before the whole answer arrived.
  case connectionLost(host: String)
  /// No secure connection could be set up, for example because of a certificate.
  case insecureConnection(host: String)
  /// The whole exchange, first byte to last, took longer than the time limit.
  case timedOut(host: String)
  /// The call was cancelled, usually because nobody is waiting for its answer any more.
  case cancelled(host: String)
  /// The service answered with a redirect, which this client never follows.
  case redirectRefused(host: String, location: String)
  /// The answer's body was larger than `URLSessionAPIClient.bodyLimit`, so reading stopped.
  case bodyTooLarge(host: String, limit: Int)
  /// The service answered with a status outside 200...299, and maybe said why.
  case httpStatus(host: String, code: Int, reason: String?)
  /// The answer was not an HTTP response at all.
  case invalidResponse(host: String)
  /// No request could be made from the base URL and the request's path.
  case invalidAddress(host: String, path: String)
  /// The call failed on its way for a reason the app has no words of its own for.
  case transport(host: String, code: Int)
  /// The answer's body does not have the expected shape; `field` is a path such as
  /// `results[0].latitude`, or `(root)` for the body as a whole.
  case decoding(host: String, field: String, problem: String)
}

extension APIClientError: CustomStringConvertible {
  public var description: String {
    switch self {
    case .offline(let host): "You appear to be offline: \(host) cannot be reached."
    case .hostNotFound(let host): "Could not find \(host): check the address and the connection."
    case .cannotConnect(let host): "Could not connect to \(host)."
    case .connectionLost(let host):
      "The connection to \(host) broke before the answer was complete."
    case .insecureConnection(let host): "Could not set up a secure connection to \(host)."
    case .timedOut(let host): "The weather service at \(host) took too long to answer."
    case .cancelled(let host): "The request to \(host) was cancelled."
    case .redirectRefused(let host, let location):
      "The weather service at \(host) redirected to \(location), and this app follows no redirects."
    case .bodyTooLarge(let host, let limit):
      "The weather service at \(host) sent an answer over \(ByteCount(limit)); it was not read."
    case .httpStatus(let host, let code, .some(let reason)):
      "The weather service at \(host) answered \(code): \(sentence(reason))"
    case .httpStatus(let host, let code, .none): "The weather service at \(host) answered \(code)."
    case .invalidResponse(let host):
      "The weather service at \(host) sent an answer that is not HTTP."
    case .invalidAddress(let host, let path): "No valid address for \(path) on \(host)."
    case .transport(let host, let code): "Could not talk to \(host) (network error \(code))."
    case .decoding(let host, let field, let problem):
      "The weather service at \(host) sent data this app cannot read (\(field): \(problem))."
    }
  }
}

// A reason comes from the server: cleaned and cut like any server text (even one a caller put in
// this value itself), and ended with a full stop unless it has its own, so messages read alike.
private func sentence(_ reason: String) -> String {
  let text = ServerText.cleaned(reason, limit: ServerText.reasonLimit)
  return text.last.map { ".!?…".contains($0) } == true ? text : text + "."
}
