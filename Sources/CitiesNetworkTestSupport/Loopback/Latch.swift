// Foundation brings the C library in: Darwin on Apple systems, Glibc on Linux.
import Foundation

/// A flag that, once raised, stays raised and wakes every thread that waits on it.
///
/// It is a pipe that is written once and never read, so it stays readable: any number of
/// threads can `poll` it together with a socket, which a lock and a condition cannot do.
final class Latch: Sendable {
  let descriptor: SocketDescriptor
  private let writeEnd: SocketDescriptor

  init() throws(LoopbackServerError) {
    var ends: [Int32] = [0, 0]
    guard pipe(&ends) == 0 else { throw LoopbackServerError(call: "pipe") }
    descriptor = SocketDescriptor(rawValue: ends[0])
    writeEnd = SocketDescriptor(rawValue: ends[1])
  }

  deinit {
    descriptor.close()
    writeEnd.close()
  }

  /// Raises the latch; raising it again changes nothing.
  func raise() {
    var byte: UInt8 = 1
    _ = write(writeEnd.rawValue, &byte, 1)
  }

  /// Waits at most `duration` for the latch to be raised, and says whether it is.
  func isRaised(within duration: Duration) -> Bool {
    descriptor.isReadable(within: duration)
  }
}
