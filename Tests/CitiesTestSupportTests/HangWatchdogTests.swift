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

  @Test("An alarm that ends the process ends the processes it started too, so none runs on")
  func ringingAlarmEndsChildProcesses() async throws {
    let result = try await #require(
      processExitsWith: .failure, observing: [\.standardOutputContent]
    ) {
      // A child that waits for good whether its parent lives or not, as an exit test's child
      // does when its code hangs.
      let waiting = Process()
      waiting.executableURL = URL(filePath: "/usr/bin/tail")
      waiting.arguments = ["-f", "/dev/null"]
      // Not on the test's pipe, which it would hold open, keeping the test waiting instead.
      waiting.standardOutput = FileHandle.nullDevice
      waiting.standardError = FileHandle.nullDevice
      try? waiting.run()
      FileHandle.standardOutput.write(Data("\(waiting.processIdentifier)\n".utf8))
      _ = HangAlarms.shared.set(
        after: .milliseconds(50), naming: #""stuck" (Stuck.swift:7)"#, limit: .seconds(60))
      DispatchSemaphore(value: 0).wait()
    }

    let printed = String(decoding: result.standardOutputContent, as: UTF8.self)
    let child = try #require(pid_t(printed.trimmingCharacters(in: .whitespacesAndNewlines)))
    #expect(child > 0)
    #expect(!ProcessTree.isRunning(child))
  }

  @Test(
    "The process table read through ps, as where there is no /proc, names this process's parent",
    .enabled(if: FileManager.default.isExecutableFile(atPath: "/bin/ps")))
  func processTableThroughPS() throws {
    let entry = try #require(ProcessTree.psEntries(["-p", "\(getpid())"]).first)

    #expect(entry.id == getpid())
    #expect(entry.parent == getppid())
    #expect(!entry.hasEnded)
  }
}
