import CitiesTestSupport
import Foundation
import Testing

// The exchange is internal to the data layer, and a transfer that ends before its caller waits
// can only be arranged from inside: that is the only reason for @testable.
@testable import CitiesData

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// An exchange keeps the outcome of a transfer that ended before its caller started waiting.
///
/// In the app only a cancellation can come first (one that arrives before the request is sent),
/// so these tests end the exchange themselves, through the call every ending makes, and then wait
/// as `run` does.
@Suite(
  "HTTPExchange hands over an outcome that came before its caller", .timeLimit(.minutes(1)),
  .endsRunWhenHung)
struct HTTPExchangeTests {
  private let host = "weather.test"

  @Test("An answer whose transfer ended before the caller waited is handed over at once")
  func handsOverAnEarlyAnswer() async throws {
    let exchange = makeSUT()
    let url = try #require(URL(string: "https://\(host)/v1/search"))
    let response = try #require(
      HTTPURLResponse(url: url, statusCode: 200, httpVersion: "HTTP/1.1", headerFields: nil))
    exchange.finish(.success((Data("early".utf8), response)))

    let outcome = try await waitForOutcome(of: exchange)

    let answer = try outcome.get()
    #expect(answer.body == Data("early".utf8))
    #expect(answer.response.statusCode == 200)
  }

  @Test("A cancellation that came before the caller waited is handed over at once")
  func handsOverAnEarlyCancellation() async throws {
    let exchange = makeSUT()
    exchange.finish(.failure(.cancelled(host: host)))

    let outcome = try await waitForOutcome(of: exchange)

    #expect(throws: APIClientError.cancelled(host: host)) { try outcome.get() }
  }

  private func makeSUT() -> HTTPExchange {
    HTTPExchange(host: host, bodyLimit: 1_024)
  }
}

// Waits for the outcome as `run` does. An exchange that kept the waiter instead of answering at
// once would keep it for good, since the transfer has ended: the waiter is answered here instead,
// so the test fails rather than hangs.
private func waitForOutcome(
  of exchange: HTTPExchange, sourceLocation: SourceLocation = #_sourceLocation
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
    isHandedOverAtOnce,
    "The exchange kept its caller waiting for a transfer that had already ended.",
    sourceLocation: sourceLocation)
  return outcome
}
