import CitiesPatternList

/// Makes the cities feature's shell for a pattern: the one door between the terminal and the
/// pattern code, which the app's composition root opens and tests can fake.
@MainActor
public protocol FeatureShellMaking {
  /// Makes a shell of the pattern on the dependencies; it shows nothing until it is started.
  func makeShell(for pattern: PatternKind, dependencies: FeatureDependencies) -> any FeatureShell
}
