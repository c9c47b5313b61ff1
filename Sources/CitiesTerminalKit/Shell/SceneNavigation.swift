/// The base of every pattern's router, coordinator or navigator in the terminal: it holds what the
/// scenes are built on, notes the scene the pattern asks for, and records each request.
@MainActor
open class SceneNavigation {
  /// The use cases, clock and trace log the pattern's scenes are built on.
  public let dependencies: FeatureDependencies
  /// The scene asked for during the current intent; a later request replaces an earlier one.
  var requestedScene: SceneDestination?
  private let trace: HopRecorder

  /// Makes the navigation that plays `role` (Router or Navigator) for the role that asks it to
  /// move, `caller`, on the given dependencies.
  public init(dependencies: FeatureDependencies, role: TraceRole, caller: TraceRole) {
    self.dependencies = dependencies
    trace = HopRecorder(log: dependencies.traceLog, role: role, peer: caller)
  }

  /// Notes the scene to show once the intent has returned, and records the call that asked for it.
  public func request(_ scene: SceneDestination, _ arguments: Any..., method: String = #function) {
    trace.received(call: method, arguments: arguments)
    requestedScene = scene
  }
}
