import CitiesPatternList
import CitiesTerminalKit

/// What a composer wires every scene of a pattern from, made the same way for every pattern: the
/// use cases, the one navigation, and while tracing is on, the recorders the pattern's roles name.
@MainActor
struct SceneWiring<Navigation: SceneNavigation> {
  /// The use cases, traced as the pattern's caller calls them while tracing is on.
  let dependencies: FeatureDependencies
  /// The navigation every scene's objects ask to move, which notes the scene they ask for.
  let navigation: Navigation
  /// The recorder of a scene's view, while tracing is on.
  let viewTrace: HopRecorder?

  /// Wires the use cases and the navigation; the pattern's roles are read only while tracing is
  /// on, so an app without the trace builds no trace words and no recorder.
  init(on dependencies: FeatureDependencies, pattern: PatternKind) {
    guard dependencies.traceLog != nil else {
      (self.dependencies, navigation, viewTrace) = (dependencies, Navigation(trace: nil), nil)
      return
    }
    let roles = pattern.roles
    self.dependencies = dependencies.tracingUseCases(as: roles.useCaseCaller)
    navigation = Navigation(
      trace: dependencies.hopRecorder(role: roles.navigation, peer: roles.navigationCaller))
    viewTrace = dependencies.hopRecorder(role: .view, peer: roles.viewPeer)
  }

  /// What a pattern's decorator seam is given: while tracing is on, `decorate` wraps each object
  /// the seam passes in its trace; while it is off, the object passes as it is.
  func traced<Value>(by decorate: @escaping (Value, TraceLog) -> Value) -> (Value) -> Value {
    guard let traceLog = dependencies.traceLog else { return { $0 } }
    return { decorate($0, traceLog) }
  }
}

/// The roles a pattern's composer wires, as traces name them.
typealias Roles = (
  useCaseCaller: TraceRole, viewPeer: TraceRole, navigation: TraceRole, navigationCaller: TraceRole
)

extension PatternKind {
  /// The pattern's roles as traces name them, one row a pattern so that they read side by side.
  var roles: Roles {
    switch self {
    // Who calls the use cases, who the view talks to, the navigation, and who asks it to move.
    case .mvp: (.presenter, .presenter, .router, .presenter)
    case .vip: (.interactor, .presenter, .navigator, .router)
    case .mvvm: (.viewModel, .viewModel, .navigator, .viewModel)
    case .viper: (.interactor, .presenter, .navigator, .router)
    // Nobody calls the navigator in Redux: the view reads where the state says to go.
    case .redux: (.effect, .store, .navigator, .view)
    }
  }
}
