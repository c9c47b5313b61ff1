// Made by scripts/kata.py from Tests/CitiesDataTests/API/URLSessionAPIClientFailureTests.swift.

import CitiesData
import CitiesNetworkTestSupport
import CitiesTestSupport
import Foundation
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

// Serialized: every test has a request in flight, and on Linux each request holds a session's
// pair of sockets; one test at a time keeps the whole run under 256 open files
// (docs/DECISIONS.md).
@Suite(
  "URLSessionAPIClient sorts transport and HTTP failures into its own words", .serialized,
  .timeLimit(.minutes(1)), .endsRunWhenHung)
struct URLSessionAPIClientFailureTests {
  private let network = StubbedNetwork()
  private let sut: URLSessionAPIClient

  init() {
    sut = URLSessionAPIClient(baseURL: network.baseURL, session: network.session)
  }

  @Test(
    "Each system failure becomes the app's own case, naming the service's host",
    arguments: [
      (URLError.Code.notConnectedToInternet, APIClientError.offline(host:)),
      (.dataNotAllowed, APIClientError.offline(host:)),
      (.cannotFindHost, APIClientError.hostNotFound(host:)),
      (.dnsLookupFailed, APIClientError.hostNotFound(host:)),
      (.cannotConnectToHost, APIClientError.cannotConnect(host:)),
      (.networkConnectionLost, APIClientError.connectionLost(host:)),
      (.secureConnectionFailed, APIClientError.insecureConnection(host:)),
      (.serverCertificateUntrusted, APIClientError.insecureConnection(host:)),
      (.timedOut, APIClientError.timedOut(host:)),
      (.cancelled, APIClientError.cancelled(host:)),
      (.badServerResponse, APIClientError.invalidResponse(host:)),
      (.unsupportedURL, APIClientError.invalidResponse(host:)),
    ] as [(URLError.Code, @Sendable (String) -> APIClientError)])
  func sortsSystemFailures(
    code: URLError.Code, expected: @Sendable (String) -> APIClientError
  ) async throws {
    network.fail(with: URLError(code))

    await #expect(throws: expected(network.host)) {
      try await sut.send(searchRequest(), decoding: Places.self)
    }
  }

  @Test("A failure the app has no words for keeps only its code, not the system's text")
  func keepsTheCodeOfOtherFailures() async {
    network.fail(with: URLError(.resourceUnavailable))
    let expected = APIClientError.transport(
      host: network.host, code: URLError.Code.resourceUnavailable.rawValue)

    await #expect(throws: expected) {
      try await sut.send(searchRequest(), decoding: Places.self)
    }
  }

  @Test("Cancelling the task while the service is silent reads as cancelled")
  func reportsTaskCancellation() async {
    network.hang()
    let task = Task { [sut] in try await sut.send(searchRequest(), decoding: Places.self) }
    await network.waitForRequest()

    task.cancel()

    await #expect(throws: APIClientError.cancelled(host: network.host)) { try await task.value }
  }

  @Test("An HTTP error carries the reason from Open-Meteo's error body")
  func reportsHTTPStatusWithReason() async {
    network.respond(
      status: 400, json: #"{"error":true,"reason":"Parameter count must be between 1 and 100."}"#)
    let expected = APIClientError.httpStatus(
      host: network.host, code: 400, reason: "Parameter count must be between 1 and 100.")

    await #expect(throws: expected) {
      try await sut.send(searchRequest(), decoding: Places.self)
    }
  }

  @Test("A 5,000-character reason on many lines becomes one line of at most 200 characters")
  func cutsALongReason() async throws {
    let reason = String(repeating: "Too many requests.\n", count: 263)
    network.respond(status: 429, json: #"{"error":true,"reason":"\#(escapedLines(reason))"}"#)

    let error = try await #require(throws: APIClientError.self) {
      try await sut.send(searchRequest(), decoding: Places.self)
    }

    let kept = String(repeating: "Too many requests. ", count: 10) + "Too many…"
    #expect(error == .httpStatus(host: network.host, code: 429, reason: kept))
  }

  @Test(
    "An HTTP error without a reason the app can read has no reason",
    arguments: [Data(), Data("<html>Service Unavailable</html>".utf8)])
  func reportsHTTPStatusWithoutReason(body: Data) async {
    network.respond(status: 503, body: body)
    let expected = APIClientError.httpStatus(host: network.host, code: 503, reason: nil)

    await #expect(throws: expected) {
      try await sut.send(searchRequest(), decoding: Places.self)
    }
  }

  @Test("An answer that is not HTTP reads as an invalid response")
  func reportsNonHTTPResponse() async {
    network.respondWithoutHTTP(body: Data(anyPlacesJSON().utf8))

    await #expect(throws: APIClientError.invalidResponse(host: network.host)) {
      try await sut.send(searchRequest(), decoding: Places.self)
    }
  }

  @Test("A base URL that is not http or https is refused before anything is sent")
  func refusesOtherSchemes() async throws {
    let baseURL = try #require(URL(string: "ftp://\(network.host)"))
    let sut = URLSessionAPIClient(baseURL: baseURL, session: network.session)

    await #expect(throws: APIClientError.invalidAddress(host: network.host, path: "/v1/search")) {
      try await sut.send(searchRequest(), decoding: Places.self)
    }
    #expect(network.receivedRequests.isEmpty)
  }
}

// The reason's line breaks, written as JSON escapes so the body stays valid JSON.
private func escapedLines(_ text: String) -> String {
  text.replacingOccurrences(of: "\n", with: "\\n")
}
