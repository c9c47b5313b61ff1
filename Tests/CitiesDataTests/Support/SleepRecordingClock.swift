import CitiesTestSupport

/// A `TestClock` that also remembers every sleep begun on it, so a test can tell afterwards that
/// code never slept at all, which waiting for sleepers cannot show.
final class SleepRecordingClock: Clock, Sendable {
  typealias Instant = TestClock.Instant

  private let clock = TestClock()
  private let sleeps = LockedValue<[Duration]>([])

  var now: Instant { clock.now }

  var minimumResolution: Duration { clock.minimumResolution }

  /// How long each sleep begun so far was to last, oldest first.
  var sleepsBegun: [Duration] {
    sleeps.withLock { $0 }
  }

  func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    let now = clock.now
    sleeps.withLock { $0.append(now.duration(to: deadline)) }
    try await clock.sleep(until: deadline, tolerance: tolerance)
  }
}
