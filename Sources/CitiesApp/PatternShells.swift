import CitiesTerminalKit

/// The app's composition root: it makes the shell of the chosen pattern, whose router,
/// coordinator or navigator builds the pattern's scenes on the session's dependencies.
///
/// Each pattern gets its use cases traced as called by the role that calls them in it: MVP's
/// presenter, VIP's interactor, MVVM's view model.
@MainActor
public struct PatternShells: FeatureShellMaking {
  /// Makes the composition root.
  public init() {}

  public func makeShell(
    for pattern: PatternKind, dependencies: FeatureDependencies
  ) -> any FeatureShell {
    let factory: any SceneFactory =
      switch pattern {
      case .mvp: MVPTerminalRouter(dependencies: dependencies.tracingUseCases(as: .presenter))
      case .vip: VIPTerminalCoordinator(dependencies: dependencies.tracingUseCases(as: .interactor))
      case .mvvm: MVVMTerminalNavigator(dependencies: dependencies.tracingUseCases(as: .viewModel))
      }
    return SceneFlowShell(pattern: pattern, factory: factory)
  }
}
