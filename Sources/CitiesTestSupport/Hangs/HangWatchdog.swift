import Testing

/// A trait that ends the whole test run, red, when a test outlives its time limit by a grace
/// period, and names the test, so a hang that ignores cancellation cannot keep `swift test` going.
///
/// Swift Testing's `.timeLimit` only cancels the test's task: a wait that never looks at
/// cancellation, or a busy loop, runs on. Give every time-limited suite both:
/// `@Suite("…", .timeLimit(.minutes(1)), .endsRunWhenHung)`.
public struct HangWatchdog: SuiteTrait, TestTrait, TestScoping {
  /// How long past its time limit a test may still run: long enough for a cancelled test to
  /// unwind, short enough that a hang ends the run within two minutes of the test's start.
  public static let grace = Duration.seconds(15)

  // Every test of the suite gets an alarm of its own.
  public var isRecursive: Bool { true }

  public func provideScope(
    for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
  ) async throws {
    guard let limit = test.timeLimit else {
      Issue.record("Nothing limits this test's time: give its suite `.timeLimit(.minutes(1))`.")
      return try await function()
    }
    let location = test.sourceLocation
    let alarm = HangAlarms.shared.set(
      after: limit + Self.grace,
      naming: "\"\(test.displayName ?? test.name)\" (\(location.fileName):\(location.line))",
      limit: limit)
    defer { HangAlarms.shared.cancel(alarm) }
    try await function()
  }
}

extension Trait where Self == HangWatchdog {
  /// Ends the run, naming the test, when a test outlives its time limit by `HangWatchdog.grace`.
  public static var endsRunWhenHung: Self { HangWatchdog() }
}
