import CitiesPatternList
import CitiesTerminalKit

/// A `FeatureShellMaking` that makes `FeatureShellFake`s and keeps them, with the dependencies
/// it was given, for the test to inspect.
@MainActor
final class FeatureShellMakerFake: FeatureShellMaking {
  /// Every shell made so far, oldest first.
  private(set) var madeShells: [FeatureShellFake] = []
  /// The dependencies each shell was made with, in the same order.
  private(set) var receivedDependencies: [FeatureDependencies] = []
  private let screen: Screen
  private let screenAfter: @MainActor (PatternKind, FeatureAction) -> Screen?

  /// Makes a maker whose shells start on `screen` and show what `screenAfter` returns for their
  /// pattern after each action (their screen stays for `nil`).
  init(
    screen: Screen,
    screenAfter: @escaping @MainActor (PatternKind, FeatureAction) -> Screen? = { _, _ in nil }
  ) {
    self.screen = screen
    self.screenAfter = screenAfter
  }

  func makeShell(
    for pattern: PatternKind, dependencies: FeatureDependencies
  ) -> any FeatureShell {
    let screenAfter = screenAfter
    let shell = FeatureShellFake(
      patternName: pattern.displayName, screen: screen, role: Self.useCaseCaller(of: pattern),
      traceLog: dependencies.traceLog, screenAfter: { screenAfter(pattern, $0) })
    madeShells.append(shell)
    receivedDependencies.append(dependencies)
    return shell
  }

  // The role that calls use cases in each pattern, so a fake's trace reads like the real one's.
  private static func useCaseCaller(of pattern: PatternKind) -> TraceRole {
    switch pattern {
    case .mvp: .presenter
    case .vip, .viper: .interactor
    case .mvvm: .viewModel
    }
  }
}
