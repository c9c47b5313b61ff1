/// The shells of the three patterns, as `cities` makes them unless a test passes its own.
public enum PatternShells {
  /// The factory `CitiesCommand.run` uses by default.
  @MainActor public static var factory: any FeatureShellMaking {
    PatternShellFactory()
  }
}

/// Makes the shell of each pattern on the dependencies the session gives it; the use cases arrive
/// traced already, with the caller each pattern has (Presenter, Interactor or ViewModel).
private struct PatternShellFactory: FeatureShellMaking {
  func makeShell(for pattern: PatternKind, dependencies: FeatureDependencies) -> any FeatureShell {
    let shell: any PatternShell.Type =
      switch pattern {
      case .mvp: MVPShell.self
      case .vip: VIPShell.self
      case .mvvm: MVVMShell.self
      }
    return shell.init(dependencies: dependencies)
  }
}
