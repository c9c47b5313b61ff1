import Foundation

/// A value that threads share, read and changed only while its `NSLock` is held.
///
/// The network doubles share state with `URLSession`'s own threads and the loopback server's, and
/// nothing else orders those threads; the test clock's sleepers and waiters come from any task. Synchronization's `Mutex` would do, but on Linux it locks
/// with futex calls that ThreadSanitizer cannot see, so `swift test --sanitize=thread` reports
/// every such access as a race; it sees `NSLock`, built on a pthread mutex. That the lock guards
/// every access is what makes the `@unchecked Sendable` true.
package final class LockedValue<Value: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var value: Value

  package init(_ value: Value) {
    self.value = value
  }

  /// Runs `body` on the value while holding the lock, and returns what it returns.
  package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    lock.lock()
    defer { lock.unlock() }
    return try body(&value)
  }
}
