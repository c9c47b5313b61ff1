import CitiesData
import CitiesNetworkTestSupport
import Foundation
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

// Serialized for the same reason as the client's other suites: each request in flight holds a
// session's sockets on Linux, and the whole run must fit in 256 open files.
@Suite(
  "URLSessionAPIClient takes exactly the 2xx statuses as an answer", .serialized,
  .timeLimit(.minutes(1)), .endsRunWhenHung)
struct URLSessionAPIClientStatusRangeTests {
  private let network = StubbedNetwork()
  private let sut: URLSessionAPIClient

  init() {
    sut = URLSessionAPIClient(baseURL: network.baseURL, session: network.session)
  }

  @Test("The last status of the 2xx range is an answer")
  func lastSuccessStatus() async throws {
    network.respond(status: 299, json: anyPlacesJSON())

    let places = try await sut.send(searchRequest(), decoding: Places.self)

    #expect(places.results.map(\.name) == ["Lisbon"])
  }

  @Test("The last status before the 2xx range is an error, even with a readable body")
  func lastStatusBeforeTheRange() async {
    network.respond(status: 199, json: anyPlacesJSON())

    await #expect(throws: APIClientError.httpStatus(host: network.host, code: 199, reason: nil)) {
      try await sut.send(searchRequest(), decoding: Places.self)
    }
  }

  @Test("The first status past the 2xx range is an error, even with a readable body")
  func firstStatusPastTheRange() async {
    network.respond(status: 300, json: anyPlacesJSON())

    await #expect(throws: APIClientError.httpStatus(host: network.host, code: 300, reason: nil)) {
      try await sut.send(searchRequest(), decoding: Places.self)
    }
  }

  @Test(
    "A service's reason of 200 characters is kept whole, and one of 201 keeps 199 and an ellipsis")
  func reasonLimit() async throws {
    for (length, kept) in [
      (200, String(repeating: "a", count: 200)), (201, String(repeating: "a", count: 199) + "…"),
    ] {
      network.respond(
        status: 503, json: #"{"error":true,"reason":"\#(String(repeating: "a", count: length))"}"#)

      let error = try await #require(throws: APIClientError.self) {
        try await sut.send(searchRequest(), decoding: Places.self)
      }

      #expect(error == .httpStatus(host: network.host, code: 503, reason: kept))
    }
  }
}
