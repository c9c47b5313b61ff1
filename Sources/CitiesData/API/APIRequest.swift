import Foundation

/// One call to a web service, described as a value: the method, the path and the query.
///
/// Gateways build requests without knowing the service's address, so the same gateway works
/// against the public service, a self-hosted copy or a test stub.
public struct APIRequest: Equatable, Sendable {
  public var method: HTTPMethod
  /// The path after the service's base URL, starting with a slash, such as "/v1/search".
  public var path: String
  public var queryItems: [URLQueryItem]

  /// Makes a request; most requests only read, so the method is `get` unless told otherwise.
  public init(method: HTTPMethod = .get, path: String, queryItems: [URLQueryItem] = []) {
    self.method = method
    self.path = path
    self.queryItems = queryItems
  }
}
