import CitiesTerminalKit
import CitiesTestSupport
import Testing

@Suite("Instant clock", .timeLimit(.minutes(1)), .endsRunWhenHung)
struct InstantClockTests {
  @Test("Sleeping on the instant clock returns at once, however long the sleep")
  func returnsAtOnce() async throws {
    let clock = InstantClock()

    try await clock.sleep(for: .seconds(3600))

    #expect(clock.now.offset == .zero)
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
