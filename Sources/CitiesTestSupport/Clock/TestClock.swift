import Synchronization

/// A clock that only moves when a test moves it, so debounce tests run instantly and never flake.
///
/// Code under test sleeps on it like on any `Clock<Duration>`. The test waits until the code is
/// asleep with `sleepers(count:)`, then calls `advance(by:)` to wake every sleeper whose deadline
/// has come. Cancelling a sleeping task wakes it at once with `CancellationError`.
public final class TestClock: Clock, Sendable {
  /// A moment on this clock: how far it has been advanced since it was made.
  public struct Instant: InstantProtocol {
    /// The time since the clock was made.
    public let offset: Duration

    /// Makes the moment the given time after the clock was made.
    public init(offset: Duration) { self.offset = offset }

    public func advanced(by duration: Duration) -> Instant {
      Instant(offset: offset + duration)
    }

    public func duration(to other: Instant) -> Duration { other.offset - offset }

    public static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
  }

  private let state = Mutex(TestClockState())

  /// Makes a clock that stands at zero.
  public init() {}

  public var now: Instant { state.withLock { $0.now } }

  public var minimumResolution: Duration { .zero }

  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    let id = state.withLock { $0.makeSleeperID() }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        let wokeAtOnce = state.withLock {
          $0.addSleeper(id: id, deadline: deadline, continuation: continuation)
        }
        wokeAtOnce?.resumeAll()
      }
    } onCancel: {
      state.withLock { $0.cancelSleeper(id: id) }.resumeAll()
    }
  }

  /// Moves the clock forward and wakes every sleeper whose deadline has come, earliest first.
  public func advance(by duration: Duration) {
    state.withLock { $0.advance(by: duration) }.resumeAll()
  }

  /// How many tasks are asleep on this clock now.
  ///
  /// A test reads it right after `advance(by:)` to prove, without waiting on anything, that a
  /// deadline has not come yet: a woken sleeper leaves the count during `advance` itself.
  public var sleeperCount: Int { state.withLock { $0.sleeperCount } }

  /// Returns once at least `count` tasks are asleep on this clock.
  public func sleepers(count: Int = 1) async {
    await withCheckedContinuation { continuation in
      state.withLock { $0.waitForSleepers(count: count, continuation: continuation) }?.resume()
    }
  }
}
