/// A clock that only moves when a test moves it, so debounce tests run instantly and never flake.
///
/// Code under test sleeps on it like on any `Clock<Duration>`. The test waits until the code is
/// asleep with `sleepers(count:)`, then calls `advance(by:)` to wake every sleeper whose deadline
/// has come. Cancelling a sleeping task wakes it at once with `CancellationError`; cancelling a
/// task that waits for sleepers ends its wait, so a test's time limit can always end the test.
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

  // Behind an NSLock, which ThreadSanitizer sees, not a Mutex, which it does not (LockedValue).
  private let state = LockedValue(TestClockState())

  /// Makes a clock that stands at zero.
  public init() {}

  public var now: Instant { state.withLock { $0.now } }

  public var minimumResolution: Duration { .zero }

  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    let id = state.withLock { $0.makeID() }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        state.withLock {
          $0.addSleeper(id: id, deadline: deadline, continuation: continuation)
        }.resumeAll()
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

  /// Returns once at least `count` tasks are asleep on this clock, or once the waiting task is
  /// cancelled.
  public func sleepers(count: Int = 1) async {
    await wait(for: .sleepers(count))
  }

  /// Returns once `count` sleeps have begun on this clock since it was made, whether they still
  /// sleep or not, or once the waiting task is cancelled.
  ///
  /// Unlike `sleepers(count:)`, it tells a new sleeper from an old one that a keystroke is about to
  /// cancel: the second keystroke's pause has begun once two sleeps have.
  public func sleepsBegun(count: Int) async {
    await wait(for: .sleepsBegun(count))
  }

  private func wait(for awaited: TestClockState.Awaited) async {
    let id = state.withLock { $0.makeID() }
    await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        state.withLock { $0.wait(id: id, for: awaited, continuation: continuation) }.resumeAll()
      }
    } onCancel: {
      state.withLock { $0.cancelWaiter(id: id) }.resumeAll()
    }
  }
}
