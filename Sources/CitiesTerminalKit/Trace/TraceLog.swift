import Foundation

/// Collects the messages that cross role boundaries, in order, from any task; disabled, it records
/// nothing, and the pattern code runs exactly as without it.
///
/// Its state sits behind an `NSLock`, not `Synchronization.Mutex`, whose futex hand-off
/// ThreadSanitizer does not see on Linux (see `TestClock`).
public final class TraceLog: @unchecked Sendable {
  private let lock = NSLock()
  // Only ever touched inside `lock`, through `withState`.
  private var state = (isEnabled: false, events: [TraceEvent]())

  /// Makes an empty log, enabled or not.
  public init(isEnabled: Bool = false) {
    withState { $0.isEnabled = isEnabled }
  }

  /// Whether messages are being recorded.
  public var isEnabled: Bool {
    get { withState { $0.isEnabled } }
    set { withState { $0.isEnabled = newValue } }
  }

  /// Records an event if the log is enabled.
  public func record(_ event: TraceEvent) {
    withState { if $0.isEnabled { $0.events.append(event) } }
  }

  /// Returns the events recorded since the last call and forgets them.
  public func takeEvents() -> [TraceEvent] {
    withState { state in
      defer { state.events = [] }
      return state.events
    }
  }
}

extension TraceLog {
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

  private func withState<Result>(
    _ body: (inout (isEnabled: Bool, events: [TraceEvent])) -> Result
  ) -> Result {
    lock.withLock { body(&state) }
  }
}
