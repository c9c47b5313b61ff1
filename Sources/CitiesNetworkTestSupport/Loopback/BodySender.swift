import Foundation

/// Sends one answer's body on a connection as its `BodyDelivery` says, stopping early when the
/// client hangs up or the server stops.
struct BodySender {
  let connection: SocketDescriptor
  let stopping: Latch

  // What an endless body repeats when the answer has no body of its own.
  private static let filler = Data(repeating: UInt8(ascii: "x"), count: 64 * 1024)

  func send(_ answer: ScriptedHTTPAnswer) {
    switch answer.delivery {
    case .whole, .cutOff, .unannounced:
      connection.sendAll(answer.wholeBody)
    case .chunked:
      // Two chunks, so the client really has to put the body together.
      let half = answer.wholeBody.count / 2
      _ =
        sendChunk(answer.wholeBody.prefix(half)) && sendChunk(answer.wholeBody.dropFirst(half))
        && sendLastChunk()
    case .trickled(let interval):
      for byte in answer.wholeBody {
        guard connection.sendAll([byte]) else { return }
        guard !stopping.isRaised(within: interval) else { return letTheClientHangUpFirst() }
      }
    case .endless(let maximumBytes):
      let piece = answer.body.isEmpty ? Self.filler : answer.body
      var sent = 0
      while sent < maximumBytes {
        guard !stopping.isRaised(within: .zero) else { return letTheClientHangUpFirst() }
        guard sendChunk(piece) else { return }
        sent += piece.count
      }
      sendLastChunk()
    }
  }

  // A test stops its server once the client has given up on the body, but the client's cancel
  // may still be on its way. Ending the body or the connection then makes the transfer complete
  // at the same moment it is cancelled, which crashes Linux's URLSession ("a task that in not in
  // the registry"), so the server waits for the client to close first, a few seconds at most.
  private func letTheClientHangUpFirst() {
    _ = connection.isReadable(within: .seconds(5))
  }

  // A chunk is its size in hexadecimal, a line break, the bytes and another line break; an empty
  // chunk would end the body, so it is skipped.
  private func sendChunk(_ bytes: Data) -> Bool {
    guard !bytes.isEmpty else { return true }
    let size = Data("\(String(bytes.count, radix: 16))\r\n".utf8)
    return connection.sendAll(size + bytes + Data("\r\n".utf8))
  }

  @discardableResult
  private func sendLastChunk() -> Bool {
    connection.sendAll(Data("0\r\n\r\n".utf8))
  }
}
