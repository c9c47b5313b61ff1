// MERGE: this whole file is replaced when the three pattern shells (MVP, VIP, MVVM) are merged in;
// `factory` then returns their factory. Until then it returns a stand-in that says so.

/// The shells of the three patterns, as `cities` makes them unless a test passes its own.
public enum PatternShells {
  /// The factory `CitiesCommand.run` uses by default.
  @MainActor public static var factory: any FeatureShellMaking {
    PendingPatternShells()
  }
}

private struct PendingPatternShells: FeatureShellMaking {
  func makeShell(for pattern: PatternKind, dependencies: FeatureDependencies) -> any FeatureShell {
    PendingShell(patternName: pattern.displayName)
  }
}

@MainActor
private final class PendingShell: FeatureShell {
  let patternName: String
  let screen: Screen

  init(patternName: String) {
    self.patternName = patternName
    screen = Screen(
      scene: .cities, title: "Saved cities",
      message: "The \(patternName) shell is not built yet.")
  }

  func start() async {}

  func perform(_ action: FeatureAction) async {}
}
