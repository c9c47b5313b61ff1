// Foundation brings the C library in: Darwin on Apple systems, Glibc on Linux.
import Foundation

/// Why the loopback server could not start: the system call that failed and the system's reason.
public struct LoopbackServerError: Error, CustomStringConvertible {
  public let description: String

  init(call: String) {
    description = "\(call) failed: \(String(cString: strerror(errno)))"
  }
}
