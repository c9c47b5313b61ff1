import CitiesTerminalKit

/// A pattern's composer: the one place where its scenes are wired to the use cases, to its
/// navigation and, only while tracing is on, to the trace; navigation asks it for the next scene.
@MainActor
protocol SceneComposer {
  /// The pattern's router, coordinator or navigator.
  associatedtype Navigation: SceneNavigation

  /// The roles as traces name them: who calls the use cases (Presenter, Interactor or ViewModel),
  /// who the view talks to, the role the navigation plays and who asks it to move.
  static var roles: Roles { get }

  /// The use cases, traced as the pattern's caller calls them while tracing is on.
  var dependencies: FeatureDependencies { get }
  /// The navigation every scene's objects ask to move, which notes the scene they ask for.
  var navigation: Navigation { get }

  /// Makes the composer; `composed(on:)` is its caller.
  init(dependencies: FeatureDependencies, navigation: Navigation)

  /// Builds a scene: its terminal view and the pattern's objects behind it.
  func makeScene(for destination: SceneDestination) -> TerminalView
}

/// The roles a pattern's composer wires, as traces name them.
typealias Roles = (
  useCaseCaller: TraceRole, viewPeer: TraceRole, navigation: TraceRole, navigationCaller: TraceRole
)

extension SceneComposer {
  /// The composer on the use cases, wired the same way for every pattern.
  static func composed(on dependencies: FeatureDependencies) -> Self {
    let navigationTrace = dependencies.hopRecorder(
      role: roles.navigation, peer: roles.navigationCaller)
    return Self(
      dependencies: dependencies.tracingUseCases(as: roles.useCaseCaller),
      navigation: Navigation(trace: navigationTrace))
  }

  /// The recorder of a scene's view, while tracing is on.
  var viewTrace: HopRecorder? {
    dependencies.hopRecorder(role: .view, peer: Self.roles.viewPeer)
  }
}
