import CitiesPatternList
import CitiesTerminalKit
import Foundation

/// A `FeatureComposition` that makes `FeatureShellFake`s and keeps them, with the trace log each
/// was given, for the test to inspect.
@MainActor
final class FeatureCompositionFake: FeatureComposition {
  /// Every shell made so far, oldest first.
  private(set) var madeShells: [FeatureShellFake] = []
  /// The trace log each shell was made with, in the same order (`nil` while tracing was off).
  private(set) var receivedTraceLogs: [TraceLog?] = []
  /// The clock each session's shell was made with, in the same order.
  private(set) var receivedClocks: [any Clock<Duration>] = []
  private let screen: Screen
  private let screenAfter: @MainActor (PatternKind, Command) -> Screen?

  /// Makes a composition whose shells start on `screen` and show what `screenAfter` returns for
  /// their pattern after each command (their screen stays for `nil`).
  init(
    screen: Screen,
    screenAfter: @escaping @MainActor (PatternKind, Command) -> Screen? = { _, _ in nil }
  ) {
    self.screen = screen
    self.screenAfter = screenAfter
  }

  func defaultStoreURL(environment: [String: String]) -> URL {
    URL(filePath: "/nonexistent/cities.json")
  }

  func describe(_ source: DataSource) -> [String] {
    source == .sample ? ["offline sample data"] : ["live data", "credit line"]
  }

  func makeShell(
    for pattern: PatternKind, options: LaunchOptions, clock: any Clock<Duration>,
    traceLog: TraceLog?
  ) -> any FeatureShell {
    receivedClocks.append(clock)
    return makeFake(for: pattern, traceLog: traceLog)
  }

  func makeComparisonShell(for pattern: PatternKind, traceLog: TraceLog) -> any FeatureShell {
    makeFake(for: pattern, traceLog: traceLog)
  }

  private func makeFake(for pattern: PatternKind, traceLog: TraceLog?) -> FeatureShellFake {
    let screenAfter = screenAfter
    let shell = FeatureShellFake(
      patternName: pattern.displayName, screen: screen, role: pattern.useCaseCaller,
      traceLog: traceLog, screenAfter: { screenAfter(pattern, $0) })
    madeShells.append(shell)
    receivedTraceLogs.append(traceLog)
    return shell
  }
}
