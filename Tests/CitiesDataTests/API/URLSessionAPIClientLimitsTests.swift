import CitiesData
import CitiesNetworkTestSupport
import CitiesTestSupport
import Foundation
import Testing

/// The limits a hostile server meets, over the real network stack to a server on 127.0.0.1: the
/// body's size, redirects, a refused connection, a body cut short.
// Serialized: every test runs a loopback server and URLSessions, and one at a time keeps the
// process well under macOS's default of 256 open files (docs/RELIABILITY.md, "Open files").
@Suite(
  "URLSessionAPIClient keeps a hostile server within limits", .serialized, .timeLimit(.minutes(1)),
  .endsRunWhenHung)
struct URLSessionAPIClientLimitsTests {
  @Test(
    "A body over 2 MiB is refused, however the server frames it",
    arguments: [BodyDelivery.whole, .unannounced, .chunked])
  func refusesALargeBody(delivery: BodyDelivery) async throws {
    let body = Data(repeating: UInt8(ascii: " "), count: URLSessionAPIClient.bodyLimit + 1)
    let (sut, server) = try makeSUT(
      answer: ScriptedHTTPAnswer(status: 200, body: body, delivery: delivery))

    await #expect(throws: APIClientError.bodyTooLarge(host: server.host, limit: 2_097_152)) {
      try await sut.send(searchRequest(), decoding: Places.self)
    }
  }

  @Test("A body of exactly 2 MiB is read whole")
  func readsABodyAtTheLimit() async throws {
    let padding = String(repeating: " ", count: URLSessionAPIClient.bodyLimit - 2)
    let (sut, server) = try makeSUT(answer: .json("{}" + padding))

    // The whole body was read and decoded: it is only missing what Places needs.
    await #expect(
      throws: APIClientError.decoding(host: server.host, field: "results", problem: "missing")
    ) {
      try await sut.send(searchRequest(), decoding: Places.self)
    }
  }

  @Test("A body without end is refused once 2 MiB have arrived")
  func refusesAnEndlessBody() async throws {
    let answer = ScriptedHTTPAnswer(status: 200, delivery: .endless(maximumBytes: 64 << 20))
    let (sut, server) = try makeSUT(answer: answer)

    await #expect(throws: APIClientError.bodyTooLarge(host: server.host, limit: 2_097_152)) {
      try await sut.send(searchRequest(), decoding: Places.self)
    }
  }

  @Test("A redirect is refused and named, and its target never asked")
  func refusesRedirects() async throws {
    let server = try LoopbackHTTPServer(answers: [
      "/v1/search": .redirect(to: "/elsewhere"), "/elsewhere": .json(anyPlacesJSON()),
    ])
    let sut = URLSessionAPIClient(baseURL: server.baseURL)
    let expected = APIClientError.redirectRefused(
      host: server.host, location: server.baseURL.absoluteString + "/elsewhere")

    await #expect(throws: expected) {
      try await sut.send(searchRequest(), decoding: Places.self)
    }
    #expect(server.requestLines.count == 1)
  }

  @Test("A redirect status without a Location is an HTTP error like any other")
  func reportsARedirectStatusWithoutLocation() async throws {
    let (sut, server) = try makeSUT(answer: ScriptedHTTPAnswer(status: 301))

    await #expect(throws: APIClientError.httpStatus(host: server.host, code: 301, reason: nil)) {
      try await sut.send(searchRequest(), decoding: Places.self)
    }
  }

  @Test("A body cut short reads as a broken connection")
  func reportsABodyCutShort() async throws {
    let answer = ScriptedHTTPAnswer(
      status: 200, body: Data(anyPlacesJSON().utf8), delivery: .cutOff(afterBytes: 10))
    let (sut, server) = try makeSUT(answer: answer)

    await #expect(throws: APIClientError.connectionLost(host: server.host)) {
      try await sut.send(searchRequest(), decoding: Places.self)
    }
  }

  @Test("A port where nothing listens reads as a refused connection naming host and port")
  func reportsARefusedConnection() async throws {
    let sut = URLSessionAPIClient(baseURL: try #require(URL(string: "http://127.0.0.1:1")))

    await #expect(throws: APIClientError.cannotConnect(host: "127.0.0.1:1")) {
      try await sut.send(searchRequest(), decoding: Places.self)
    }
  }

  @Test("A user name and password in the base URL never appear in an error")
  func hidesCredentials() async throws {
    let server = try LoopbackHTTPServer(answers: [
      "/v1/search": .redirect(to: "http://user:secret@127.0.0.1:1/v1/search")
    ])
    let base = try #require(URL(string: "http://alice:hunter2@127.0.0.1:\(server.port)/"))
    let refused = try #require(URL(string: "http://alice:hunter2@127.0.0.1:1/"))

    let redirectError = try await #require(throws: APIClientError.self) {
      try await URLSessionAPIClient(baseURL: base).send(searchRequest(), decoding: Places.self)
    }
    let refusedError = try await #require(throws: APIClientError.self) {
      try await URLSessionAPIClient(baseURL: refused).send(searchRequest(), decoding: Places.self)
    }

    #expect(
      redirectError
        == .redirectRefused(host: server.host, location: "http://127.0.0.1:1/v1/search"))
    #expect(refusedError == .cannotConnect(host: "127.0.0.1:1"))
    for text in [redirectError.description, refusedError.description] {
      #expect(!text.contains("alice") && !text.contains("hunter2"))
      #expect(!text.contains("user") && !text.contains("secret"))
    }
  }

  private func makeSUT(
    answer: ScriptedHTTPAnswer
  ) throws -> (sut: URLSessionAPIClient, server: LoopbackHTTPServer) {
    let server = try LoopbackHTTPServer(answers: ["/v1/search": answer])
    return (URLSessionAPIClient(baseURL: server.baseURL), server)
  }
}

extension LoopbackHTTPServer {
  /// The server's host and port, as the client's messages name them.
  fileprivate var host: String {
    "127.0.0.1:\(port)"
  }

  fileprivate var port: Int {
    baseURL.port ?? 0
  }
}
