import CitiesTerminal

/// A `FeatureShellMaking` that makes `FeatureShellFake`s and keeps them, with the dependencies
/// it was given, for the test to inspect.
@MainActor
public final class FeatureShellMakerFake: FeatureShellMaking {
  /// Every shell made so far, oldest first.
  public private(set) var madeShells: [FeatureShellFake] = []
  /// The dependencies each shell was made with, in the same order.
  public private(set) var receivedDependencies: [FeatureDependencies] = []
  private let screen: Screen
  private let screenAfter: @MainActor (PatternKind, FeatureAction) -> Screen?

  /// Makes a maker whose shells start on `screen` and show what `screenAfter` returns for their
  /// pattern after each action (their screen stays for `nil`).
  public init(
    screen: Screen,
    screenAfter: @escaping @MainActor (PatternKind, FeatureAction) -> Screen? = { _, _ in nil }
  ) {
    self.screen = screen
    self.screenAfter = screenAfter
  }

  public func makeShell(
    for pattern: PatternKind, dependencies: FeatureDependencies
  ) -> any FeatureShell {
    let screenAfter = screenAfter
    let shell = FeatureShellFake(
      patternName: pattern.displayName, screen: screen, role: pattern.useCaseCaller,
      traceLog: dependencies.traceLog, screenAfter: { screenAfter(pattern, $0) })
    madeShells.append(shell)
    receivedDependencies.append(dependencies)
    return shell
  }
}
