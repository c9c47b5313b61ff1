import Testing

/// A trait that checks, once each test has ended, that every object its factory handed to
/// `expectReleasedAfterTest(_:)` is gone, so a retain cycle fails the test that made it.
///
/// Give it to every suite whose `makeSUT()` builds a presenter, an interactor or a view model:
/// `@Suite("…", .timeLimit(.minutes(1)), .checksReleases)`.
public struct ReleaseCheck: SuiteTrait, TestTrait, TestScoping {
  // Every test of the suite gets a tracker of its own, so tests running in parallel share none.
  public var isRecursive: Bool { true }

  public func provideScope(
    for test: Test,
    testCase: Test.Case?,
    performing function: @Sendable () async throws -> Void
  ) async throws {
    let tracker = ReleaseTracker()
    try await CurrentReleaseTracker.$value.withValue(tracker) {
      try await function()
    }
    // The test and its suite instance are gone now: whatever the tracker still sees leaked.
    await tracker.recordSurvivors()
  }
}

extension Trait where Self == ReleaseCheck {
  /// Checks that every object a test registers with `expectReleasedAfterTest(_:)` is released
  /// by the end of the test.
  public static var checksReleases: Self { ReleaseCheck() }
}
