/// Makes the cities feature's shell for a pattern: the one door between the app's core and the
/// pattern code.
///
/// The session and `cities compare` only know this role, so tests can hand them fake shells and
/// the patterns can be added without the core changing.
@MainActor
public protocol FeatureShellMaking {
  /// Makes a shell of the pattern on the dependencies; it shows nothing until it is started.
  func makeShell(for pattern: PatternKind, dependencies: FeatureDependencies) -> any FeatureShell
}
