import CitiesData
import CitiesNetworkTestSupport
import Foundation
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Which resource timeouts of the session become the client's own time limit: any positive
/// number of seconds, however short, and never zero, which a configuration uses for "none".
// Serialized for the same reason as the client's other suites: each request in flight holds a
// session's sockets on Linux, and the whole run must fit in 256 open files.
@Suite(
  "URLSessionAPIClient takes every positive resource timeout as its time limit", .serialized,
  .timeLimit(.minutes(1)), .endsRunWhenHung)
struct URLSessionAPIClientResourceTimeoutTests {
  private let clock = SleepRecordingClock()

  @Test("A resource timeout of zero sets no time limit: the exchange never waits on the clock")
  func zeroSetsNoLimit() async throws {
    let network = StubbedNetwork(timeLimit: .zero)
    network.respond(json: anyPlacesJSON())
    let sut = URLSessionAPIClient(baseURL: network.baseURL, session: network.session, clock: clock)

    let places = try await sut.send(searchRequest(), decoding: Places.self)

    #expect(places.results.map(\.name) == ["Lisbon"])
    #expect(clock.sleepsBegun == [])
  }

  @Test("A resource timeout of one second is a time limit of one second")
  func oneSecondIsALimit() async throws {
    let network = StubbedNetwork(timeLimit: .seconds(1))
    network.respond(json: anyPlacesJSON())
    let sut = URLSessionAPIClient(baseURL: network.baseURL, session: network.session, clock: clock)

    let places = try await sut.send(searchRequest(), decoding: Places.self)

    #expect(places.results.map(\.name) == ["Lisbon"])
    #expect(clock.sleepsBegun == [.seconds(1)])
  }
}
