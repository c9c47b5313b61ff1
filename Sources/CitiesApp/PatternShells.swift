import CitiesPatternList
import CitiesTerminalKit

/// The app's composition root: it makes the shell of the chosen pattern, whose router,
/// coordinator or navigator builds the scenes, with use cases traced as their caller calls them.
@MainActor
public struct PatternShells: FeatureShellMaking {
  /// Makes the composition root.
  public init() {}

  public func makeShell(
    for pattern: PatternKind, dependencies: FeatureDependencies
  ) -> any FeatureShell {
    // Each navigation is traced as the role it plays, asked to move by the role that asks it.
    let traced = dependencies.tracingUseCases(as:)
    let factory: any SceneFactory =
      switch pattern {
      case .mvp:
        MVPTerminalRouter(dependencies: traced(.presenter), role: .router, caller: .presenter)
      case .vip:
        VIPTerminalCoordinator(dependencies: traced(.interactor), role: .navigator, caller: .router)
      case .mvvm:
        MVVMTerminalNavigator(
          dependencies: traced(.viewModel), role: .navigator, caller: .viewModel)
      case .viper:
        VIPERTerminalNavigator(dependencies: traced(.interactor), role: .navigator, caller: .router)
      }
    return SceneFlowShell(pattern: pattern, factory: factory)
  }
}
