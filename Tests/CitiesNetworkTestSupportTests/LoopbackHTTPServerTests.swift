import CitiesNetworkTestSupport
import CitiesTestSupport
import Foundation
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The loopback server answers real `URLSession` requests exactly as scripted.
// Serialized: every test runs a loopback server and URLSessions, and one at a time keeps the
// process well under macOS's default of 256 open files (docs/RELIABILITY.md, "Open files").
@Suite("Loopback HTTP server", .serialized, .timeLimit(.minutes(1)), .endsRunWhenHung)
struct LoopbackHTTPServerTests {
  private let session = URLSession(configuration: .ephemeral)

  @Test("A scripted answer arrives with its status, headers and body, and the request is noted")
  func scriptedAnswer() async throws {
    let answer = ScriptedHTTPAnswer(
      status: 418, headers: ["X-Kata": "cities"], body: Data("short and stout".utf8))
    let server = try LoopbackHTTPServer(answers: ["/teapot": answer])

    let (body, response) = try await session.data(from: url("/teapot?size=small", on: server))

    let http = try #require(response as? HTTPURLResponse)
    #expect(http.statusCode == 418)
    #expect(http.value(forHTTPHeaderField: "X-Kata") == "cities")
    #expect(body == Data("short and stout".utf8))
    #expect(server.requestLines == ["GET /teapot?size=small HTTP/1.1"])
  }

  @Test("A path without a script gets 404")
  func unscriptedPath() async throws {
    let server = try LoopbackHTTPServer(answers: [:])

    let (_, response) = try await session.data(from: url("/elsewhere", on: server))

    #expect((response as? HTTPURLResponse)?.statusCode == 404)
  }

  @Test("A held answer goes out once the test releases it")
  func releasedAnswer() async throws {
    let held = ScriptedHTTPAnswer(status: 200, body: Data("late".utf8), isHeld: true)
    let server = try LoopbackHTTPServer(answers: ["/slow": held])

    server.releaseHeldAnswers()
    let (body, _) = try await session.data(from: url("/slow", on: server))

    #expect(body == Data("late".utf8))
  }

  @Test("Two servers never share a port, and stopping one twice is harmless")
  func separateServers() throws {
    let first = try LoopbackHTTPServer(answers: [:])
    let second = try LoopbackHTTPServer(answers: [:])

    first.stop()
    first.stop()

    #expect(first.baseURL != second.baseURL)
    #expect(first.baseURL.host() == "127.0.0.1")
  }
}

private func url(_ pathAndQuery: String, on server: LoopbackHTTPServer) throws -> URL {
  try #require(URL(string: server.baseURL.absoluteString + pathAndQuery))
}

/// The loopback server's faults of pace and size, each delivered as scripted and bounded.
// Serialized: every test runs a loopback server and URLSessions, and one at a time keeps the
// process well under macOS's default of 256 open files (docs/RELIABILITY.md, "Open files").
@Suite(
  "Loopback HTTP server body deliveries", .serialized, .timeLimit(.minutes(1)), .endsRunWhenHung)
struct LoopbackBodyDeliveryTests {
  private let session = URLSession(configuration: .ephemeral)
  private let body = Data("twelve bytes".utf8)

  @Test(
    "A body sent chunked, unannounced or trickled arrives whole",
    arguments: [BodyDelivery.chunked, .unannounced, .trickled(interval: .milliseconds(1))])
  func arrivesWhole(delivery: BodyDelivery) async throws {
    let server = try LoopbackHTTPServer(answers: [
      "/body": ScriptedHTTPAnswer(status: 200, body: body, delivery: delivery)
    ])

    let (received, _) = try await session.data(from: url("/body", on: server))

    #expect(received == body)
  }

  @Test("An endless body stops after its maximum, whole pieces only")
  func endlessStopsAtItsMaximum() async throws {
    let server = try LoopbackHTTPServer(answers: [
      "/flood": ScriptedHTTPAnswer(status: 200, body: body, delivery: .endless(maximumBytes: 30))
    ])

    let (received, _) = try await session.data(from: url("/flood", on: server))

    #expect(received == body + body + body)
  }

  @Test("A redirect names its target in Location")
  func redirectNamesItsTarget() {
    let answer = ScriptedHTTPAnswer.redirect(to: "/elsewhere", status: 307)

    #expect(answer.status == 307)
    #expect(answer.headers == ["Location": "/elsewhere"])
  }
}
