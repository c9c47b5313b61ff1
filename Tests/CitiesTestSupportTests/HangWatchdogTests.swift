import Foundation
import Testing

@testable import CitiesTestSupport

@Suite("The hang watchdog", .timeLimit(.minutes(1)), .endsRunWhenHung)
struct HangWatchdogTests {
  @Test("An alarm left ringing ends the process, red, naming the test that hung")
  func ringingAlarmEndsTheProcess() async throws {
    let result = try await #require(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) {
      _ = HangAlarms.shared.set(
        after: .milliseconds(50), naming: #""stuck" (Stuck.swift:7)"#, limit: .seconds(60))
      // Blocks for good, as a wait that ignores cancellation does: only the alarm ends it.
      DispatchSemaphore(value: 0).wait()
    }

    let said = String(decoding: result.standardErrorContent, as: UTF8.self)
    #expect(said.contains(#"HANG: the test "stuck" (Stuck.swift:7) is still running"#))
  }
}
