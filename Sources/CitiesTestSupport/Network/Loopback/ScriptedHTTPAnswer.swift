import Foundation

/// What the loopback server answers to one path: a status, headers and a body, and optionally
/// a fault in the delivery (a connection closed mid-body, an answer held back).
public struct ScriptedHTTPAnswer: Sendable {
  /// The HTTP status code.
  public var status: Int
  /// The headers besides `Content-Length` and `Connection`, which the server adds itself.
  public var headers: [String: String]
  /// The body, announced in full by `Content-Length` even when it is cut off.
  public var body: Data
  /// When set, the server sends only this many bytes of the body, then closes the connection.
  public var closesAfterBodyBytes: Int?
  /// When `true`, the server waits for `releaseHeldAnswers()` or its own stop before answering.
  public var isHeld: Bool

  /// Makes an answer that is delivered whole and at once, unless told otherwise.
  public init(
    status: Int, headers: [String: String] = [:], body: Data = Data(),
    closesAfterBodyBytes: Int? = nil, isHeld: Bool = false
  ) {
    self.status = status
    self.headers = headers
    self.body = body
    self.closesAfterBodyBytes = closesAfterBodyBytes
    self.isHeld = isHeld
  }

  /// A JSON text, as a web service sends it.
  public static func json(_ text: String, status: Int = 200) -> ScriptedHTTPAnswer {
    ScriptedHTTPAnswer(
      status: status, headers: ["Content-Type": "application/json"], body: Data(text.utf8))
  }

  /// The bytes on the wire: the status line, the headers, the blank line and the body (or as
  /// much of it as the answer lets through).
  var bytes: Data {
    var head = "HTTP/1.1 \(status) Scripted\r\n"
    let allHeaders = headers.merging(
      ["Content-Length": String(body.count), "Connection": "close"]) { _, own in own }
    for (name, value) in allHeaders.sorted(by: { $0.key < $1.key }) {
      head += "\(name): \(value)\r\n"
    }
    return Data((head + "\r\n").utf8) + body.prefix(closesAfterBodyBytes ?? body.count)
  }
}
