import Observation

/// Holds one scene's state, the only copy, and runs its reducer: a view observes `state`
/// (Observation) and sends every user event to `send(_:)`; nothing else changes the state.
@Observable
@MainActor
public final class Store<State: Equatable, Action: Sendable> {
  /// What the scene shows now.
  public private(set) var state: State

  @ObservationIgnored private let reduce: (inout State, Action) -> Effect<Action>
  @ObservationIgnored private let effects = EffectTasks()

  /// Makes the store of a scene that starts in `initialState` and changes by `reducer`.
  public init<SceneReducer: Reducer>(initialState: State, reducer: SceneReducer)
  where SceneReducer.State == State, SceneReducer.Action == Action {
    state = initialState
    reduce = reducer.reduce(into:action:)
  }

  /// Runs the reducer on the action, then the effects it returned; returns once they have ended or
  /// been cancelled, together with the effects their own actions started.
  public func send(_ action: Action) async {
    var next = state
    let effect = reduce(&next, action)
    // An action that changes nothing is no change to observe.
    if next != state { state = next }
    // Held weakly, so that an effect still running does not keep a closed scene alive.
    let tasks = effects.start(effect) { [weak self] action in await self?.send(action) }
    // A view that goes away cancels its own task; passing that on stops the effects as well.
    await withTaskCancellationHandler {
      for task in tasks { await task.value }
    } onCancel: {
      for task in tasks { task.cancel() }
    }
  }
}
