/// Why a call to a web service gave no usable answer, sorted by what the app can do about it.
///
/// Each case is something a person can be told, so `description` is one readable line; the cases
/// are values, so tests compare them with `==`.
public enum APIClientError: Error, Equatable, Sendable {
  /// The device cannot reach the network: no connection, or the service's name did not resolve.
  case offline
  /// The service did not answer in time.
  case timedOut
  /// The call was cancelled, usually because nobody is waiting for its answer any more.
  case cancelled
  /// The call failed on its way for another reason, as the system described it.
  case transport(description: String)
  /// The service answered with a status outside 200...299, and maybe said why.
  case httpStatus(code: Int, reason: String?)
  /// The answer was not an HTTP response at all.
  case invalidResponse
  /// The answer's body does not have the expected shape; `field` is a path such as
  /// `results[0].latitude`, or `(root)` for the body as a whole.
  case decoding(field: String, problem: String)
}

extension APIClientError: CustomStringConvertible {
  public var description: String {
    switch self {
    case .offline:
      "You appear to be offline."
    case .timedOut:
      "The weather service took too long to answer."
    case .cancelled:
      "The request was cancelled."
    case .transport(let description):
      "The weather service could not be reached: \(sentence(description))"
    case .httpStatus(let code, .some(let reason)):
      "The weather service answered \(code): \(sentence(reason))"
    case .httpStatus(let code, .none):
      "The weather service answered \(code)."
    case .invalidResponse:
      "The weather service sent an answer that is not HTTP."
    case .decoding(let field, let problem):
      "The weather service sent data this app cannot read (\(field): \(singleLine(problem)))."
    }
  }
}

// Texts from the system or the server may hold line breaks; a message stays on one line.
private func singleLine(_ text: String) -> String {
  text.split(whereSeparator: \.isNewline).joined(separator: " ")
}

// Ends a text from elsewhere with a full stop unless it has its own, so messages read alike.
private func sentence(_ text: String) -> String {
  let line = singleLine(text)
  return line.last.map { ".!?".contains($0) } == true ? line : line + "."
}
