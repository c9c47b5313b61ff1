import CitiesNetworkTestSupport
import CitiesTestSupport
import Foundation
import Testing

// The exchange is internal to the data layer, and what it answers the session (a disposition, a
// cancel) is invisible through the client on Linux, whose URLSession ignores a delegate's
// disposition: only calling the delegate methods directly can pin them. That is the only reason
// for @testable.
@testable import CitiesData

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The exchange, as the delegate of its session: what it tells the session to do with a response,
/// how it names a transfer that ends oddly, and when it stops a transfer itself.
///
/// Each test plays the session's part, calling the delegate methods in the order a session does,
/// with tasks of a stubbed network's session that are never sent anywhere real.
// Serialized, as the client's other suites: a task of the stubbed session holds sockets on Linux.
@Suite(
  "HTTPExchange answers its session as a careful delegate", .serialized, .timeLimit(.minutes(1)),
  .endsRunWhenHung)
struct HTTPExchangeDelegateTests {
  private let host = "weather.test"
  private let bodyLimit = 1_024
  private let network = StubbedNetwork()

  @Test("An HTTP response that announces exactly the body limit lets the session read the body")
  func allowsAResponseWithinTheLimit() throws {
    let (exchange, task) = makeSUT()
    defer { task.cancel() }
    let dispositions = DispositionRecorder()

    exchange.urlSession(
      network.session, dataTask: task,
      didReceive: try response(contentLength: bodyLimit), completionHandler: dispositions.record)

    #expect(dispositions.recorded == [URLSession.ResponseDisposition.allow.rawValue])
  }

  @Test("A response that is not HTTP is refused at once and ends the exchange as invalid")
  func refusesAResponseThatIsNotHTTP() async throws {
    let (exchange, task) = makeSUT()
    defer { task.cancel() }
    let dispositions = DispositionRecorder()
    let url = try #require(URL(string: "https://\(host)/v1/search"))

    exchange.urlSession(
      network.session, dataTask: task,
      didReceive: URLResponse(
        url: url, mimeType: nil, expectedContentLength: 2, textEncodingName: nil),
      completionHandler: dispositions.record)

    #expect(dispositions.recorded == [URLSession.ResponseDisposition.cancel.rawValue])
    let outcome = try await outcomeHandedOver(by: exchange)
    #expect(throws: APIClientError.invalidResponse(host: host)) { try outcome.get() }
  }

  @Test("A response that announces one byte over the limit is refused before its body is read")
  func refusesAnAnnouncedBodyOverTheLimit() async throws {
    let (exchange, task) = makeSUT()
    defer { task.cancel() }
    let dispositions = DispositionRecorder()

    exchange.urlSession(
      network.session, dataTask: task,
      didReceive: try response(contentLength: bodyLimit + 1),
      completionHandler: dispositions.record)

    #expect(dispositions.recorded == [URLSession.ResponseDisposition.cancel.rawValue])
    let outcome = try await outcomeHandedOver(by: exchange)
    #expect(throws: APIClientError.bodyTooLarge(host: host, limit: bodyLimit)) {
      try outcome.get()
    }
  }

  @Test("A transfer that completes without an error but without any response is invalid")
  func namesACompletionWithoutAResponseInvalid() async throws {
    let (exchange, task) = makeSUT()
    defer { task.cancel() }

    exchange.urlSession(network.session, task: task, didCompleteWithError: nil)

    let outcome = try await outcomeHandedOver(by: exchange)
    #expect(throws: APIClientError.invalidResponse(host: host)) { try outcome.get() }
  }

  @Test("A transfer that fails one byte short of the announced body is a lost connection")
  func namesAShortBodyALostConnection() async throws {
    let outcome = try await outcomeOfAFailure(afterBodyBytes: 4, announced: 5)

    #expect(throws: APIClientError.connectionLost(host: host)) { try outcome.get() }
  }

  @Test("A transfer that fails after the whole announced body keeps its own error")
  func keepsTheErrorOfAWholeBody() async throws {
    let outcome = try await outcomeOfAFailure(afterBodyBytes: 5, announced: 5)

    #expect(throws: APIClientError.transport(host: host, code: URLError.Code.unknown.rawValue)) {
      try outcome.get()
    }
  }

  @Test("A body that grows past the limit stops its transfer, not only the exchange")
  func cancelsATransferOverTheLimit() async throws {
    network.hang()
    // The code of the error the task ends with, or 0 if it ends without one.
    let (ended, end) = AsyncStream.makeStream(of: Int.self)
    let url = network.baseURL.appending(path: "v1/search")
    let task = network.session.dataTask(with: url) { _, _, error in
      end.yield((error as? URLError)?.code.rawValue ?? 0)
      end.finish()
    }
    task.resume()
    await network.waitForRequest()
    let exchange = HTTPExchange(host: host, bodyLimit: bodyLimit)

    exchange.urlSession(
      network.session, dataTask: task, didReceive: Data(count: bodyLimit + 1))

    let outcome = try await outcomeHandedOver(by: exchange)
    #expect(throws: APIClientError.bodyTooLarge(host: host, limit: bodyLimit)) {
      try outcome.get()
    }
    // Only a cancelled transfer ends here: the stubbed service never answers.
    var endings = ended.makeAsyncIterator()
    #expect(await endings.next() == URLError.Code.cancelled.rawValue)
  }

  // The session reports a failure with `URLError(.unknown)` after `afterBodyBytes` bytes of a body
  // whose length the response announced, as libcurl does for a connection that closes.
  private func outcomeOfAFailure(
    afterBodyBytes bodyBytes: Int, announced: Int
  ) async throws -> Result<HTTPExchange.Answer, APIClientError> {
    let (exchange, task) = makeSUT()
    defer { task.cancel() }
    exchange.urlSession(
      network.session, dataTask: task, didReceive: try response(contentLength: announced),
      completionHandler: { _ in })
    exchange.urlSession(network.session, dataTask: task, didReceive: Data(count: bodyBytes))

    exchange.urlSession(network.session, task: task, didCompleteWithError: URLError(.unknown))

    return try await outcomeHandedOver(by: exchange)
  }

  // A task that is never resumed: the delegate methods only need one to name.
  private func makeSUT() -> (HTTPExchange, URLSessionDataTask) {
    let task = network.session.dataTask(with: network.baseURL.appending(path: "v1/search"))
    return (HTTPExchange(host: host, bodyLimit: bodyLimit), task)
  }

  private func response(contentLength: Int) throws -> HTTPURLResponse {
    let url = try #require(URL(string: "https://\(host)/v1/search"))
    let response = try #require(
      HTTPURLResponse(
        url: url, statusCode: 200, httpVersion: "HTTP/1.1",
        headerFields: ["Content-Length": "\(contentLength)"]))
    try #require(response.expectedContentLength == Int64(contentLength))
    return response
  }
}

/// The dispositions a delegate handed back to its session, in order, as raw values: the
/// disposition type is not `Sendable` on every platform.
private final class DispositionRecorder: Sendable {
  private let dispositions = LockedValue<[Int]>([])

  var recorded: [Int] {
    dispositions.withLock { $0 }
  }

  func record(_ disposition: URLSession.ResponseDisposition) {
    dispositions.withLock { $0.append(disposition.rawValue) }
  }
}

// Waits for the outcome as `run` does. An exchange that has no outcome yet would keep the waiter
// for good, since no transfer runs: it is answered here instead, so the test fails, not hangs.
private func outcomeHandedOver(
  by exchange: HTTPExchange, sourceLocation: SourceLocation = #_sourceLocation
) async throws -> Result<HTTPExchange.Answer, APIClientError> {
  var isHandedOverAtOnce = true
  let outcome = await withCheckedContinuation { waiter in
    if let outcome = exchange.wait(with: waiter) {
      waiter.resume(returning: outcome)
    } else {
      isHandedOverAtOnce = false
      waiter.resume(returning: .failure(.cancelled(host: "")))
    }
  }
  try #require(
    isHandedOverAtOnce, "The exchange has no outcome yet.", sourceLocation: sourceLocation)
  return outcome
}
