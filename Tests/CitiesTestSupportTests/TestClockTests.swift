import CitiesTestSupport
import Testing

@Suite("Test clock", .timeLimit(.minutes(1)), .endsRunWhenHung)
struct TestClockTests {
  @Test("A sleeper wakes only once the clock reaches its deadline")
  func wakesAtDeadline() async throws {
    let clock = TestClock()
    let log = WakeLog()
    let sleeper = Task {
      try await clock.sleep(for: .milliseconds(300))
      await log.record("sleeper")
    }
    await clock.sleepers(count: 1)

    clock.advance(by: .milliseconds(299))
    let wokeEarly = await log.names
    let asleepAt299 = clock.sleeperCount
    clock.advance(by: .milliseconds(1))
    let asleepAt300 = clock.sleeperCount
    try await sleeper.value

    #expect(wokeEarly.isEmpty)
    #expect(asleepAt299 == 1)
    #expect(asleepAt300 == 0)
    #expect(await log.names == ["sleeper"])
    #expect(clock.now == TestClock.Instant(offset: .milliseconds(300)))
  }

  @Test("Sleepers wake in the order of their deadlines")
  func wakesInDeadlineOrder() async throws {
    let clock = TestClock()
    let log = WakeLog()
    let late = Task {
      try await clock.sleep(for: .seconds(2))
      await log.record("late")
    }
    await clock.sleepers(count: 1)
    let early = Task {
      try await clock.sleep(for: .seconds(1))
      await log.record("early")
    }
    await clock.sleepers(count: 2)

    clock.advance(by: .seconds(1))
    try await early.value
    clock.advance(by: .seconds(1))
    try await late.value

    #expect(await log.names == ["early", "late"])
  }

  @Test("Cancelling a sleeping task wakes it with a cancellation error")
  func cancellationWakes() async {
    let clock = TestClock()
    let sleeper = Task { try await clock.sleep(for: .seconds(60)) }
    await clock.sleepers(count: 1)

    sleeper.cancel()

    await #expect(throws: CancellationError.self) { try await sleeper.value }
  }

  @Test("A test waiting for sleepers stops waiting when its task is cancelled")
  func cancellationEndsWaitForSleepers() async {
    let clock = TestClock()
    let waiting = Task { await clock.sleepers(count: 1) }

    waiting.cancel()
    await waiting.value

    #expect(clock.sleeperCount == 0)
  }

  @Test("Sleeps begun count every sleep, including those already woken or cancelled")
  func countsSleepsBegun() async throws {
    let clock = TestClock()
    let cancelled = Task { try await clock.sleep(for: .seconds(1)) }
    await clock.sleepsBegun(count: 1)
    cancelled.cancel()
    let woken = Task { try await clock.sleep(for: .seconds(1)) }
    await clock.sleepsBegun(count: 2)

    clock.advance(by: .seconds(1))
    try await woken.value
    await clock.sleepsBegun(count: 2)

    #expect(clock.sleeperCount == 0)
    await #expect(throws: CancellationError.self) { try await cancelled.value }
  }

  @Test("A test waiting for sleeps to begin stops waiting when its task is cancelled")
  func cancellationEndsWaitForSleeps() async {
    let clock = TestClock()
    let waiting = Task { await clock.sleepsBegun(count: 1) }

    waiting.cancel()
    await waiting.value

    #expect(clock.sleeperCount == 0)
  }

  @Test("Sleeping until a moment that has passed returns at once")
  func pastDeadlineReturns() async throws {
    let clock = TestClock()
    clock.advance(by: .seconds(5))

    try await clock.sleep(until: TestClock.Instant(offset: .seconds(1)))

    #expect(clock.now.offset == .seconds(5))
  }
}

private actor WakeLog {
  private(set) var names: [String] = []

  func record(_ name: String) { names.append(name) }
}
