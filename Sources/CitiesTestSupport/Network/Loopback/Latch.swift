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
    var descriptors = [pollfd(fd: descriptor.rawValue, events: Int16(POLLIN), revents: 0)]
    let (seconds, attoseconds) = duration.components
    let milliseconds = Int32(clamping: seconds * 1000 + attoseconds / 1_000_000_000_000_000)
    while poll(&descriptors, 1, milliseconds) < 0 {
      guard errno == EINTR else { return true }
    }
    return descriptors[0].revents != 0
  }
}
