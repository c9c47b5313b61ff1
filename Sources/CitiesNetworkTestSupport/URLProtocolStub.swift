import CitiesTestSupport
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A URL protocol that answers requests from memory, as the stubbed host they are sent to says.
///
/// `URLSession` makes protocol instances itself, so the stub finds its script in a registry
/// keyed by host name. Giving every test a host of its own keeps tests that run in parallel apart.
final class URLProtocolStub: URLProtocol {
  private static let hosts = LockedValue<[String: StubbedHost]>([:])

  /// Sends the requests for `name` to `host` until it is unregistered.
  static func register(_ host: StubbedHost, named name: String) {
    hosts.withLock { $0[name] = host }
  }

  /// Stops answering requests for `name`.
  static func unregister(named name: String) {
    _ = hosts.withLock { $0.removeValue(forKey: name) }
  }

  private static func host(for request: URLRequest) -> StubbedHost? {
    guard let name = request.url?.host else { return nil }
    return hosts.withLock { $0[name] }
  }

  override class func canInit(with request: URLRequest) -> Bool {
    host(for: request) != nil
  }

  // Apple platforms require this override; Linux never calls it.
  override class func canonicalRequest(for request: URLRequest) -> URLRequest {
    request
  }

  override func startLoading() {
    guard let url = request.url, let host = Self.host(for: request) else {
      return fail(with: URLError(.cannotFindHost))
    }
    switch host.receive(request.withBodyReadFromStream()) {
    case .http(let status, let body, let headers):
      let response = HTTPURLResponse(
        url: url, statusCode: status, httpVersion: "HTTP/1.1", headerFields: headers)
      answer(response, body: body)
    case .nonHTTP(let body):
      let response = URLResponse(
        url: url, mimeType: nil, expectedContentLength: body.count, textEncodingName: nil)
      answer(response, body: body)
    case .failure(let error):
      fail(with: error)
    case .silence:
      break
    }
  }

  // Cancelling the task makes URLSession report `URLError(.cancelled)` by itself; the host only
  // hears of it, so a test can tell a transfer that was stopped from one left running.
  override func stopLoading() {
    Self.host(for: request)?.stopLoading()
  }

  // Linux crashes when a load finishes without a response, and keeps only the last `didLoad`:
  // so the response always comes first, and the body comes in one piece.
  private func answer(_ response: URLResponse?, body: Data) {
    guard let response else { return fail(with: URLError(.badServerResponse)) }
    client?.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed)
    client?.urlProtocol(self, didLoad: body)
    client?.urlProtocolDidFinishLoading(self)
  }

  private func fail(with error: URLError) {
    client?.urlProtocol(self, didFailWithError: error)
  }
}
