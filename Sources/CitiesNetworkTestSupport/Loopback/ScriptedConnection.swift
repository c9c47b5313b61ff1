import CitiesTestSupport
import Foundation

/// Serves the connections of one loopback server: reads each request's head, notes its request
/// line, and plays the answer scripted for its path.
///
/// Every connection runs on a thread of its own; this object holds what those threads share.
final class ScriptedConnection: Sendable {
  let releasing: Latch
  let stopping: Latch
  let requestLines = LockedValue<[String]>([])
  private let answers: [String: ScriptedHTTPAnswer]

  init(answers: [String: ScriptedHTTPAnswer]) throws(LoopbackServerError) {
    self.answers = answers
    releasing = try Latch()
    stopping = try Latch()
  }

  // A bound on what the server reads, so a client gone wrong cannot make it grow without end.
  private static let headLimit = 64 * 1024

  func serve(_ connection: SocketDescriptor) {
    defer { connection.close() }
    guard let requestLine = readRequestLine(from: connection) else { return }
    requestLines.withLock { $0.append(requestLine) }
    let answer = answers[Self.path(of: requestLine)] ?? Self.unscripted
    if answer.isHeld {
      // Held until the test releases it; a stop instead drops the connection unanswered.
      guard releasing.descriptor.waitUntilReadable(unless: stopping) else { return }
    }
    guard connection.sendAll(answer.head) else { return }
    BodySender(connection: connection, stopping: stopping).send(answer)
  }

  private func readRequestLine(from connection: SocketDescriptor) -> String? {
    var head = Data()
    let end = Data("\r\n\r\n".utf8)
    while head.range(of: end) == nil, head.count < Self.headLimit {
      guard connection.waitUntilReadable(unless: stopping) else { return nil }
      let chunk = connection.receive(limit: 4096)
      guard !chunk.isEmpty else { return nil }
      head.append(contentsOf: chunk)
    }
    return String(decoding: head, as: UTF8.self).components(separatedBy: "\r\n").first
  }

  // "GET /v1/search?name=ber HTTP/1.1" asks for the path "/v1/search".
  private static func path(of requestLine: String) -> String {
    let target = requestLine.split(separator: " ").dropFirst().first ?? ""
    return String(target.prefix { $0 != "?" })
  }

  private static let unscripted = ScriptedHTTPAnswer.json(
    #"{"error":true,"reason":"Nothing is scripted for this path."}"#, status: 404)
}
