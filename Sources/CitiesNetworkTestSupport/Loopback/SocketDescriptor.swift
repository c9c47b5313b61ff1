// Foundation brings the C library in: Darwin on Apple systems, Glibc on Linux.
import Foundation

/// One open POSIX file descriptor (a socket or a pipe's end) with the few calls the loopback
/// server makes on it.
struct SocketDescriptor: Sendable {
  let rawValue: Int32

  /// Waits until this descriptor has something to read, or until `latch` is raised.
  ///
  /// - Returns: `true` when there is something to read, `false` when the latch woke the wait.
  func waitUntilReadable(unless latch: Latch) -> Bool {
    var descriptors = [
      pollfd(fd: rawValue, events: Int16(POLLIN), revents: 0),
      pollfd(fd: latch.descriptor.rawValue, events: Int16(POLLIN), revents: 0),
    ]
    while poll(&descriptors, nfds_t(descriptors.count), -1) < 0 {
      guard errno == EINTR else { return false }
    }
    return descriptors[1].revents == 0
  }

  /// Waits at most `duration` for something to read (on a connection, the peer closing is
  /// something to read), and says whether there is; a failing wait counts as something.
  func isReadable(within duration: Duration) -> Bool {
    var descriptors = [pollfd(fd: rawValue, events: Int16(POLLIN), revents: 0)]
    let (seconds, attoseconds) = duration.components
    let milliseconds = Int32(clamping: seconds * 1000 + attoseconds / 1_000_000_000_000_000)
    while poll(&descriptors, 1, milliseconds) < 0 {
      guard errno == EINTR else { return true }
    }
    return descriptors[0].revents != 0
  }

  /// Reads what has arrived, at most `limit` bytes; an empty answer means the peer closed.
  func receive(limit: Int) -> [UInt8] {
    var buffer = [UInt8](repeating: 0, count: limit)
    let count = buffer.withUnsafeMutableBytes { read(rawValue, $0.baseAddress, limit) }
    return Array(buffer.prefix(max(count, 0)))
  }

  /// Sends every byte, or stops quietly when the peer has gone: a client that gave up waiting is
  /// one of the faults under test, not an error of the server.
  ///
  /// - Returns: Whether every byte went out.
  @discardableResult
  func sendAll(_ bytes: some Collection<UInt8>) -> Bool {
    var remaining = Array(bytes)[...]
    while !remaining.isEmpty {
      let sent = remaining.withUnsafeBytes {
        send(rawValue, $0.baseAddress, $0.count, ListeningSocket.sendFlags)
      }
      guard sent > 0 else { return false }
      remaining = remaining.dropFirst(sent)
    }
    return true
  }

  func close() {
    closeDescriptor(rawValue)
  }
}

// Outside the type, where its `close()` does not hide the C library's `close`.
private func closeDescriptor(_ descriptor: Int32) {
  _ = close(descriptor)
}
