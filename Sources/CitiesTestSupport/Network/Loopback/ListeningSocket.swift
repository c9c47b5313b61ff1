#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#endif

/// A TCP socket listening on 127.0.0.1 at a port the kernel chose, so servers of tests that run
/// in parallel never collide and nothing outside the machine can connect.
struct ListeningSocket: Sendable {
  let descriptor: SocketDescriptor
  let port: UInt16

  init() throws(LoopbackServerError) {
    #if canImport(Darwin)
      let raw = socket(AF_INET, SOCK_STREAM, 0)
    #else
      let raw = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #endif
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
    #if canImport(Darwin)
      let raw = Darwin.accept(descriptor.rawValue, nil, nil)
      var on: Int32 = 1
      setsockopt(raw, SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size))
    #else
      let raw = Glibc.accept(descriptor.rawValue, nil, nil)
    #endif
    return raw >= 0 ? SocketDescriptor(rawValue: raw) : nil
  }
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
