import CitiesTerminalKit
import CitiesTestSupport
import Testing

@Suite("Instant clock", .timeLimit(.minutes(1)), .endsRunWhenHung)
struct InstantClockTests {
  @Test("Sleeping on the instant clock returns at once, long before the deadline it was given")
  func returnsAtOnce() async throws {
    let clock = InstantClock()
    let deadline = clock.now.advanced(by: .seconds(3600))

    try await clock.sleep(until: deadline)

    #expect(clock.now < deadline)
  }

  @Test("A cancelled task stops sleeping on the instant clock with a cancellation error")
  func cancellationThrows() async {
    let sleeper = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      try await InstantClock().sleep(for: .seconds(1))
    }

    await #expect(throws: CancellationError.self) { try await sleeper.value }
  }
}
