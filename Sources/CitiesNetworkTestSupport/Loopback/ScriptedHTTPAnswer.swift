import Foundation

/// What the loopback server answers to one path: a status, headers and a body, and optionally
/// a fault in the delivery (an answer held back; a body cut off, trickled or without end).
public struct ScriptedHTTPAnswer: Sendable {
  /// The HTTP status code.
  public var status: Int
  /// The headers besides `Content-Length`, `Transfer-Encoding` and `Connection`, which the server
  /// adds itself.
  public var headers: [String: String]
  /// The body, announced in full by `Content-Length` even when it is cut off.
  public var body: Data
  /// When `true`, the server waits for `releaseHeldAnswers()` or its own stop before answering.
  public var isHeld: Bool
  /// How the body goes out: whole, by default.
  public var delivery: BodyDelivery

  /// Makes an answer that is delivered whole and at once, unless told otherwise.
  public init(
    status: Int, headers: [String: String] = [:], body: Data = Data(), isHeld: Bool = false,
    delivery: BodyDelivery = .whole
  ) {
    self.status = status
    self.headers = headers
    self.body = body
    self.isHeld = isHeld
    self.delivery = delivery
  }

  /// A JSON text, as a web service sends it.
  public static func json(_ text: String, status: Int = 200) -> ScriptedHTTPAnswer {
    ScriptedHTTPAnswer(
      status: status, headers: ["Content-Type": "application/json"], body: Data(text.utf8))
  }

  /// A redirect to `location`, with the given status (302 unless told otherwise).
  public static func redirect(to location: String, status: Int = 302) -> ScriptedHTTPAnswer {
    ScriptedHTTPAnswer(status: status, headers: ["Location": location])
  }

  /// The bytes on the wire before the body: the status line, the headers and the blank line.
  var head: Data {
    var head = "HTTP/1.1 \(status) Scripted\r\n"
    let allHeaders = headers.merging(framingHeaders) { _, own in own }
    for (name, value) in allHeaders.sorted(by: { $0.key < $1.key }) {
      head += "\(name): \(value)\r\n"
    }
    return Data((head + "\r\n").utf8)
  }

  /// The body as it goes out whole (or as much of it as the answer lets through).
  var wholeBody: Data {
    guard case .cutOff(let count) = delivery else { return body }
    return body.prefix(count)
  }

  private var framingHeaders: [String: String] {
    switch delivery {
    case .whole, .cutOff, .trickled: ["Content-Length": String(body.count), "Connection": "close"]
    case .unannounced: ["Connection": "close"]
    case .chunked, .endless: ["Transfer-Encoding": "chunked", "Connection": "close"]
    }
  }
}
