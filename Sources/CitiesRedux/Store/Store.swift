import Observation

/// Holds the app's state, the only copy, and runs its reducer: a view observes `state`
/// (Observation) and sends every user event to `send(_:)`; nothing else changes the state.
///
/// A child scene's view gets a store scoped to its part of the state (`scope(state:action:)`): it
/// reads that part and sends its own actions, which reach the one reducer wrapped as the parent's.
@Observable
@MainActor
public final class Store<State: Equatable, Action: Sendable> {
  /// What the view shows now.
  public private(set) var state: State

  private let reduce: (inout State, Action) -> Effect<Action>
  private let effects = EffectTasks()
  // Set on a scoped store: its actions go to the parent's store, which holds the state.
  private let parentSend: (@MainActor (Action) async -> Void)?
  // The scoped stores made from this one, told of each change; each answers false once released.
  @ObservationIgnored private var scopes: [@MainActor (State) -> Bool] = []

  /// Makes the store of an app that starts in `initialState` and changes by `reducer`.
  public init<AppReducer: Reducer>(initialState: State, reducer: AppReducer)
  where AppReducer.State == State, AppReducer.Action == Action {
    state = initialState
    reduce = reducer.reduce(into:action:)
    parentSend = nil
  }

  private init(scopedFrom state: State, send: @escaping @MainActor (Action) async -> Void) {
    self.state = state
    reduce = { _, _ in .none }
    parentSend = send
  }

  /// Runs the reducer on the action, then the effects it returned; returns once they have ended or
  /// been cancelled, together with the effects their own actions started.
  public func send(_ action: Action) async {
    if let parentSend { return await parentSend(action) }
    var next = state
    let effect = reduce(&next, action)
    change(to: next)
    // Held weakly, so that an effect still running does not keep a closed app alive.
    let tasks = effects.start(effect) { [weak self] action in await self?.send(action) }
    // A view that goes away cancels its own task; passing that on stops the effects as well.
    await withTaskCancellationHandler {
      for task in tasks { await task.value }
    } onCancel: {
      for task in tasks { task.cancel() }
    }
  }

  /// A store of one part of the state, for a child scene's view.
  ///
  /// It reads that part, and its actions reach this store as `toParent` wraps them. It holds this
  /// store, and this store holds it only weakly, so it goes with its view.
  public func scope<ChildState: Equatable, ChildAction: Sendable>(
    state toChild: @escaping (State) -> ChildState,
    action toParent: @escaping @Sendable (ChildAction) -> Action
  ) -> Store<ChildState, ChildAction> {
    scope(toChild(state), following: toChild, action: toParent)
  }

  /// A store of a part the state may hold, such as the child scene presented, or `nil` while it
  /// holds none; once the part is gone, the store keeps it as it last was, so a view on its way
  /// out still draws.
  public func scope<ChildState: Equatable, ChildAction: Sendable>(
    state toChild: @escaping (State) -> ChildState?,
    action toParent: @escaping @Sendable (ChildAction) -> Action
  ) -> Store<ChildState, ChildAction>? {
    toChild(state).map { scope($0, following: toChild, action: toParent) }
  }

  private func scope<ChildState: Equatable, ChildAction: Sendable>(
    _ childState: ChildState, following toChild: @escaping (State) -> ChildState?,
    action toParent: @escaping @Sendable (ChildAction) -> Action
  ) -> Store<ChildState, ChildAction> {
    let child = Store<ChildState, ChildAction>(scopedFrom: childState) { [self] action in
      await send(toParent(action))
    }
    scopes.append { [weak child] state in
      guard let child else { return false }
      if let next = toChild(state) { child.change(to: next) }
      return true
    }
    return child
  }

  private func change(to next: State) {
    // An action that changes nothing is no change to observe.
    guard next != state else { return }
    state = next
    scopes = scopes.filter { $0(next) }
  }
}
