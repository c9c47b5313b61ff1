import Foundation

/// Counts the threads a loopback server has running, so that stopping it can wait for the last.
///
/// It waits on an `NSCondition` rather than a `DispatchGroup`: ThreadSanitizer on Linux does not
/// see a group's waits, and would take the server's clean-up after them for a race. The condition
/// guards every access to the count, which is what makes the `@unchecked Sendable` true.
final class RunningThreads: @unchecked Sendable {
  private let condition = NSCondition()
  private var count = 0

  /// Notes a thread that is about to start.
  func enter() {
    condition.lock()
    defer { condition.unlock() }
    count += 1
  }

  /// Notes that a thread has finished.
  func leave() {
    condition.lock()
    defer { condition.unlock() }
    count -= 1
    condition.broadcast()
  }

  /// Returns once every thread that entered has left.
  func waitForAll() {
    condition.lock()
    defer { condition.unlock() }
    while count > 0 { condition.wait() }
  }
}
