// Foundation brings the C library in: Darwin on Apple systems, Glibc on Linux.
import Foundation

/// A TCP socket listening on 127.0.0.1 at a port the kernel chose, so servers of tests that run
/// in parallel never collide and nothing outside the machine can connect.
///
/// Every difference between the two systems' sockets is in this file (docs/DECISIONS.md,
/// "Per-system code").
struct ListeningSocket: Sendable {
  let descriptor: SocketDescriptor
  let port: UInt16

  /// The flags every `send` on an accepted connection passes, so that writing to a client that
  /// hung up fails with EPIPE instead of killing the test process with SIGPIPE.
  static let sendFlags = SystemSocket.sendFlags

  init() throws(LoopbackServerError) {
    let raw = socket(AF_INET, SystemSocket.streamType, 0)
    guard raw >= 0 else { throw LoopbackServerError(call: "socket") }
    descriptor = SocketDescriptor(rawValue: raw)
    var address = loopbackAddress(port: 0)
    guard withSocketAddress(&address, { bind(raw, $0, $1) }) == 0, listen(raw, 16) == 0 else {
      let error = LoopbackServerError(call: "bind")
      descriptor.close()
      throw error
    }
    guard withSocketAddress(&address, { getsockname(raw, $0, &$1) }) == 0 else {
      let error = LoopbackServerError(call: "getsockname")
      descriptor.close()
      throw error
    }
    port = UInt16(bigEndian: address.sin_port)
  }

  /// The next connection, or `nil` once `latch` is raised (or accepting fails).
  func accept(unless latch: Latch) -> SocketDescriptor? {
    guard descriptor.waitUntilReadable(unless: latch) else { return nil }
    return acceptConnection(on: descriptor.rawValue)
  }
}

// Where macOS and Linux differ. Linux types `SOCK_STREAM` as an enumeration of its own, macOS as
// an `Int32`. Linux keeps SIGPIPE away per call (`MSG_NOSIGNAL`), macOS per socket
// (`SO_NOSIGPIPE`, set in `acceptConnection`). A macOS address carries its own length.
private enum SystemSocket {
  #if canImport(Darwin)
    static let streamType = SOCK_STREAM
    static let sendFlags: Int32 = 0
  #else
    static let streamType = Int32(SOCK_STREAM.rawValue)
    static let sendFlags = Int32(MSG_NOSIGNAL)
  #endif
}

// Outside the type, where its `accept(unless:)` does not hide the C library's `accept`.
private func acceptConnection(on listening: Int32) -> SocketDescriptor? {
  let raw = accept(listening, nil, nil)
  guard raw >= 0 else { return nil }
  #if canImport(Darwin)
    var on: Int32 = 1
    setsockopt(raw, SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size))
  #endif
  return SocketDescriptor(rawValue: raw)
}

private func loopbackAddress(port: UInt16) -> sockaddr_in {
  var address = sockaddr_in()
  #if canImport(Darwin)
    address.sin_len = UInt8(MemoryLayout<sockaddr_in>.size)
  #endif
  address.sin_family = sa_family_t(AF_INET)
  address.sin_port = port.bigEndian
  address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
  return address
}

// The socket calls take the generic `sockaddr` and its length; this lends them the IPv4 one.
private func withSocketAddress(
  _ address: inout sockaddr_in, _ call: (UnsafeMutablePointer<sockaddr>, inout socklen_t) -> Int32
) -> Int32 {
  var length = socklen_t(MemoryLayout<sockaddr_in>.size)
  return withUnsafeMutablePointer(to: &address) {
    $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { call($0, &length) }
  }
}
