// Made by scripts/kata.py from Tests/CitiesDataTests/API/URLSessionAPIClientFailureTests.swift.

import CitiesData
import CitiesTestSupport
import Foundation
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@Suite("URLSessionAPIClient sorts transport and HTTP failures", .timeLimit(.minutes(1)))
struct URLSessionAPIClientFailureTests {
  private let network = StubbedNetwork()
  private let sut: URLSessionAPIClient

  init() {
    sut = URLSessionAPIClient(baseURL: network.baseURL, session: network.session)
  }

  @Test(
    "A missing or lost connection reads as offline",
    arguments: [
      URLError.Code.notConnectedToInternet, .networkConnectionLost, .cannotFindHost,
      .cannotConnectToHost, .dnsLookupFailed,
    ])
  func reportsOffline(code: URLError.Code) async {
    network.fail(with: URLError(code))

    await #expect(throws: APIClientError.offline) {
      try await sut.send(searchRequest(), decoding: Places.self)
    }
  }

  @Test("A request that takes too long reads as timed out")
  func reportsTimeout() async {
    network.fail(with: URLError(.timedOut))

    await #expect(throws: APIClientError.timedOut) {
      try await sut.send(searchRequest(), decoding: Places.self)
    }
  }

  @Test("A request the system cancelled reads as cancelled")
  func reportsSystemCancellation() async {
    network.fail(with: URLError(.cancelled))

    await #expect(throws: APIClientError.cancelled) {
      try await sut.send(searchRequest(), decoding: Places.self)
    }
  }

  @Test("Cancelling the task while the service is silent reads as cancelled")
  func reportsTaskCancellation() async {
    network.hang()
    let task = Task { [sut] in try await sut.send(searchRequest(), decoding: Places.self) }
    await network.waitForRequest()

    task.cancel()

    await #expect(throws: APIClientError.cancelled) { try await task.value }
  }

  @Test("Any other network failure keeps the system's description")
  func reportsOtherTransportFailures() async throws {
    network.fail(with: URLError(.secureConnectionFailed))

    let error = await #expect(throws: APIClientError.self) {
      try await sut.send(searchRequest(), decoding: Places.self)
    }

    let expected = APIClientError.transport(
      description: URLError(.secureConnectionFailed).localizedDescription)
    #expect(error == expected)
  }

  @Test("An HTTP error carries the reason from Open-Meteo's error body")
  func reportsHTTPStatusWithReason() async {
    network.respond(
      status: 400, json: #"{"error":true,"reason":"Parameter count must be between 1 and 100."}"#)
    let expected = APIClientError.httpStatus(
      code: 400, reason: "Parameter count must be between 1 and 100.")

    await #expect(throws: expected) {
      try await sut.send(searchRequest(), decoding: Places.self)
    }
  }

  @Test("An HTTP error without a body has no reason")
  func reportsHTTPStatusWithoutBody() async {
    network.respond(status: 500, body: Data())
    let expected = APIClientError.httpStatus(code: 500, reason: nil)

    await #expect(throws: expected) {
      try await sut.send(searchRequest(), decoding: Places.self)
    }
  }

  @Test("An HTTP error whose body is not JSON has no reason")
  func reportsHTTPStatusWithNonJSONBody() async {
    network.respond(status: 503, body: Data("<html>Service Unavailable</html>".utf8))
    let expected = APIClientError.httpStatus(code: 503, reason: nil)

    await #expect(throws: expected) {
      try await sut.send(searchRequest(), decoding: Places.self)
    }
  }

  @Test("An answer that is not HTTP reads as an invalid response")
  func reportsNonHTTPResponse() async {
    network.respondWithoutHTTP(body: Data(anyPlacesJSON().utf8))

    await #expect(throws: APIClientError.invalidResponse) {
      try await sut.send(searchRequest(), decoding: Places.self)
    }
  }
}
