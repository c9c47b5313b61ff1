import CitiesData
import CitiesNetworkTestSupport
import CitiesTestSupport
import Foundation
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The session's resource timeout bounds the whole exchange, first byte to last, on the client's
/// own clock: `URLSession`'s request timeout restarts with every byte, and Linux ignores the
/// resource timeout.
// Serialized: every test runs a loopback server and URLSessions, and one at a time keeps the
// process well under macOS's default of 256 open files (docs/RELIABILITY.md, "Open files").
@Suite(
  "URLSessionAPIClient gives up when the whole exchange outlasts its time limit", .serialized,
  .timeLimit(.minutes(1)), .endsRunWhenHung)
struct URLSessionAPIClientTimeLimitTests {
  private let network = StubbedNetwork(timeLimit: .seconds(15))
  private let clock = TestClock()

  @Test("A service still silent when the time limit has passed reads as timed out")
  func timesOutAtTheLimit() async {
    network.hang()
    let task = Task { [sut = makeSUT()] in
      try await sut.send(searchRequest(), decoding: Places.self)
    }
    await network.waitForRequest()
    await clock.sleepers(count: 1)

    clock.advance(by: .seconds(15))

    await #expect(throws: APIClientError.timedOut(host: network.host)) { try await task.value }
  }

  @Test("A second before the time limit, the exchange is still waiting")
  func waitsUntilTheLimit() async {
    network.hang()
    let task = Task { [sut = makeSUT()] in
      try await sut.send(searchRequest(), decoding: Places.self)
    }
    await network.waitForRequest()
    await clock.sleepers(count: 1)

    clock.advance(by: .seconds(14))

    #expect(clock.sleeperCount == 1)
    task.cancel()
    await #expect(throws: APIClientError.cancelled(host: network.host)) { try await task.value }
  }

  @Test("An answer within the time limit is returned, and nothing is left asleep")
  func answersWithinTheLimit() async throws {
    network.respond(json: anyPlacesJSON())

    let places = try await makeSUT().send(searchRequest(), decoding: Places.self)

    #expect(places.results.count == 1)
    #expect(clock.sleeperCount == 0)
  }

  @Test(
    "A body trickled over 100 s, a byte every 100 ms, is cut off near the 1 s limit",
    .enabled(if: SlowChecks.areEnabled, Comment(rawValue: SlowChecks.reason)),
    .timeLimit(.minutes(1)), .endsRunWhenHung)
  func cutsOffATricklingServer() async throws {
    let body = Data(anyPlacesJSON().utf8) + Data(repeating: UInt8(ascii: " "), count: 1_000)
    let server = try LoopbackHTTPServer(answers: [
      "/v1/search": ScriptedHTTPAnswer(
        status: 200, body: body, delivery: .trickled(interval: .milliseconds(100)))
    ])
    let configuration = URLSessionConfiguration.ephemeral
    configuration.timeoutIntervalForResource = 1
    let sut = URLSessionAPIClient(
      baseURL: server.baseURL, session: URLSession(configuration: configuration))
    let start = ContinuousClock.now

    await #expect(throws: APIClientError.timedOut(host: "127.0.0.1:\(server.baseURL.port ?? 0)")) {
      try await sut.send(searchRequest(), decoding: Places.self)
    }

    // Far above the limit, so that a loaded machine cannot fail it; far below the body's 100 s,
    // which a timeout restarted by every byte would wait through.
    #expect(ContinuousClock.now - start < .seconds(10))
  }

  private func makeSUT() -> URLSessionAPIClient {
    URLSessionAPIClient(baseURL: network.baseURL, session: network.session, clock: clock)
  }
}
