import CitiesData
import CitiesNetworkTestSupport
import CitiesTestSupport
import Foundation
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A request the client gives up on is stopped on the wire too: a caller that stops waiting must
/// not leave the transfer running in the background, holding a connection and reading on.
// Serialized: every test has a request in flight, and on Linux each request holds a session's
// pair of sockets; one test at a time keeps the whole run under 256 open files
// (docs/DECISIONS.md).
@Suite(
  "URLSessionAPIClient stops every transfer it gives up on", .serialized,
  .timeLimit(.minutes(1)), .endsRunWhenHung)
struct URLSessionAPIClientTransferStopTests {
  private let network = StubbedNetwork(timeLimit: .seconds(15))
  private let clock = TestClock()

  @Test("Cancelling the caller while the service is silent stops the transfer")
  func cancellationStopsTheTransfer() async {
    network.hang()
    let task = Task { [sut = makeSUT()] in
      try await sut.send(searchRequest(), decoding: Places.self)
    }
    await network.waitForRequest()

    task.cancel()

    await #expect(throws: APIClientError.cancelled(host: network.host)) { try await task.value }
    await network.waitForStoppedRequest()
  }

  @Test("Running out of time while the service is silent stops the transfer")
  func timingOutStopsTheTransfer() async {
    network.hang()
    let task = Task { [sut = makeSUT()] in
      try await sut.send(searchRequest(), decoding: Places.self)
    }
    await network.waitForRequest()
    await clock.sleepers(count: 1)

    clock.advance(by: .seconds(15))

    await #expect(throws: APIClientError.timedOut(host: network.host)) { try await task.value }
    await network.waitForStoppedRequest()
  }

  private func makeSUT() -> URLSessionAPIClient {
    URLSessionAPIClient(baseURL: network.baseURL, session: network.session, clock: clock)
  }
}
