import Foundation

/// Collects the messages that cross role boundaries, in order, from any task; it exists only while
/// tracing is on, so with tracing off nothing that records is composed in.
///
/// Its events sit behind an `NSLock`, not `Synchronization.Mutex`, whose futex hand-off
/// ThreadSanitizer does not see on Linux (see `TestClock`).
public final class TraceLog: @unchecked Sendable {
  private let lock = NSLock()
  // Only ever touched inside `lock`.
  private var events: [TraceEvent] = []

  public init() {}

  public func record(_ event: TraceEvent) {
    lock.withLock { events.append(event) }
  }

  /// Returns the events recorded since the last call and forgets them.
  public func takeEvents() -> [TraceEvent] {
    lock.withLock {
      defer { events = [] }
      return events
    }
  }

  /// Records a call, runs it, records its reply in short (or its error), and passes on its
  /// outcome: the call from the caller first, then the reply from the role that was called.
  public func exchange<Value>(
    from caller: TraceRole, to callee: TraceRole, message: String,
    isolation: isolated (any Actor)? = #isolation, _ operation: () async throws -> Value
  ) async rethrows -> Value {
    record(TraceEvent(from: caller, to: callee, message: message))
    do {
      let value = try await operation()
      record(TraceEvent(from: callee, to: caller, message: TraceText.short(value), kind: .reply))
      return value
    } catch {
      record(TraceEvent(from: callee, to: caller, message: "error: \(error)", kind: .reply))
      throw error
    }
  }
}
