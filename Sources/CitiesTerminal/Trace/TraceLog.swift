import Synchronization

/// Collects the messages that cross role boundaries, in the order they happen.
///
/// Decorators around the boundaries record into it from any task, so it is a lock-protected
/// reference that every decorator of one session shares. When disabled it records nothing, and the
/// pattern code runs exactly as without it.
public final class TraceLog: Sendable {
  private let state = Mutex((isEnabled: false, events: [TraceEvent]()))

  /// Makes an empty log, enabled or not.
  public init(isEnabled: Bool = false) {
    state.withLock { $0.isEnabled = isEnabled }
  }

  /// Whether messages are being recorded.
  public var isEnabled: Bool {
    get { state.withLock { $0.isEnabled } }
    set { state.withLock { $0.isEnabled = newValue } }
  }

  /// Records an event if the log is enabled.
  public func record(_ event: TraceEvent) {
    state.withLock { if $0.isEnabled { $0.events.append(event) } }
  }

  /// Returns the events recorded since the last call and forgets them.
  public func takeEvents() -> [TraceEvent] {
    state.withLock { state in
      defer { state.events = [] }
      return state.events
    }
  }
}
