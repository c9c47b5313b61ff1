import CitiesTestSupport
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A pretend network for one test: requests sent through `session` to `baseURL` never leave the
/// process and get the answer the test scripted.
///
/// Every instance has a host name of its own, so tests that run in parallel never see each
/// other's answers; the name is released with the instance.
public final class StubbedNetwork: Sendable {
  /// The address of the pretend service, such as `https://5c1f….stub.test`.
  public let baseURL: URL
  /// A session that reaches the stub only, shared by every pretend service with the same time
  /// limit; on Linux, any other request fails as unsupported.
  public let session: URLSession

  private let hostName = "\(UUID().uuidString.lowercased()).stub.test"
  private let stubbedHost = StubbedHost()

  /// Makes a pretend service with a fresh host name; requests fail until it is told to answer.
  ///
  /// `timeLimit` becomes the session's resource timeout, the bound a client may put on a whole
  /// exchange; without it the system's default (seven days) stands.
  public init(timeLimit: Duration? = nil) {
    guard let baseURL = URL(string: "https://\(hostName)") else {
      preconditionFailure("A UUID always makes a valid host name.")
    }
    self.baseURL = baseURL
    session = Self.session(timeLimit: timeLimit)
    URLProtocolStub.register(stubbedHost, named: hostName)
  }

  deinit {
    URLProtocolStub.unregister(named: hostName)
  }

  /// The pretend service's host name, as the client's messages name it.
  public var host: String {
    hostName
  }

  /// Every request received so far, oldest first, with its body in `httpBody`.
  public var receivedRequests: [URLRequest] {
    stubbedHost.receivedRequests
  }

  /// Answers every request with an HTTP response carrying the whole `body`.
  public func respond(status: Int, body: Data, headers: [String: String] = [:]) {
    stubbedHost.answer(with: .http(status: status, body: body, headers: headers))
  }

  /// Answers every request with a JSON text, as a service does.
  public func respond(status: Int = 200, json: String) {
    respond(status: status, body: Data(json.utf8), headers: ["Content-Type": "application/json"])
  }

  /// Answers every request with a response that is not HTTP.
  public func respondWithoutHTTP(body: Data) {
    stubbedHost.answer(with: .nonHTTP(body: body))
  }

  /// Fails every request with `error`, as an unreachable or slow network would.
  public func fail(with error: URLError) {
    stubbedHost.answer(with: .failure(error))
  }

  /// Leaves every request unanswered until it is cancelled, like a service that never replies.
  public func hang() {
    stubbedHost.answer(with: .silence)
  }

  // One session per time limit, shared by every pretend service and never invalidated. On Linux
  // each session holds a pair of sockets until it ends (libcurl's wake-up pair), and a session per
  // test kept some sixty pairs open at once when tests ran in parallel. Sharing is safe: the stub
  // finds each test's answers by host name, and the client only reads the session's
  // configuration to make a session of its own for every request. A test that sends through the
  // session itself must see its request end, since nothing cancels it when the test is over.
  private static let sessions = LockedValue<[Duration?: URLSession]>([:])

  private static func session(timeLimit: Duration?) -> URLSession {
    sessions.withLock { sessions in
      if let session = sessions[timeLimit] { return session }
      let configuration = URLSessionConfiguration.ephemeral
      configuration.protocolClasses = [URLProtocolStub.self]
      if let timeLimit {
        configuration.timeoutIntervalForResource = Double(timeLimit.components.seconds)
      }
      let session = URLSession(configuration: configuration)
      sessions[timeLimit] = session
      return session
    }
  }

  /// Waits, without sleeping, until the URL loading system stops a request to this service.
  ///
  /// A request that `hang()` leaves unanswered is only stopped by cancelling its task. Returns
  /// early if the waiting task is cancelled.
  public func waitForStoppedRequest() async {
    await stubbedHost.firstStoppedLoad()
  }

  /// Waits until the first request arrives, without sleeping, and returns it; returns `nil` if
  /// the waiting task is cancelled first.
  @discardableResult
  public func waitForRequest() async -> URLRequest? {
    await stubbedHost.firstRequest()
  }
}
