import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// What a stubbed host does with every request it receives.
enum StubbedAnswer: Sendable {
  /// Answers with an HTTP response and its whole body.
  case http(status: Int, body: Data, headers: [String: String])
  /// Answers with a response that is not HTTP, as a `file:` or `data:` loader would.
  case nonHTTP(body: Data)
  /// Fails the request as the network would.
  case failure(URLError)
  /// Never answers, until the request is cancelled.
  case silence
}
