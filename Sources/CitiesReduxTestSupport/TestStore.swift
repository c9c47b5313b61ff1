import CitiesRedux
import Testing

/// Runs a reducer the way `Store` does, but makes the test assert everything it does: `send(_:)`
/// and `receive(_:)` each state the expected change, and any change, received action or running
/// effect left unasserted records an issue at the call that missed it.
///
/// Make one with `withTestStore`, which checks at the end that nothing was left unasserted.
@MainActor
public final class TestStore<State: Equatable & Sendable, Action: Equatable & Sendable> {
  /// The state as the test has asserted it so far.
  public private(set) var state: State
  /// How much the test must assert; `.on` unless made otherwise.
  public let exhaustivity: Exhaustivity

  private let reduce: (inout State, Action) -> Effect<Action>
  private let effects = EffectTasks()
  // The state as the reducer left it, ahead of `state` while received actions wait.
  private var currentState: State
  // Each action an effect sent, with the state the reducer made of it, oldest first.
  private var received: [(action: Action, state: State)] = []
  // The tasks waiting in `receive(_:)` for an action or for the effects to end.
  private var waiters: [CheckedContinuation<Void, Never>] = []

  /// Makes a test store of a scene that starts in `initialState` and changes by `reducer`.
  init<SceneReducer: Reducer>(
    initialState: State, reducer: SceneReducer, exhaustivity: Exhaustivity
  ) where SceneReducer.State == State, SceneReducer.Action == Action {
    state = initialState
    currentState = initialState
    reduce = reducer.reduce(into:action:)
    self.exhaustivity = exhaustivity
    effects.taskEnded = { [weak self] in self?.wakeWaiters() }
  }

  /// Sends a user's action, and checks that it changed the state as `expectedChange` does.
  ///
  /// No closure means no change. The effects it starts run on; their actions wait for
  /// `receive(_:)`.
  public func send(
    _ action: Action, sourceLocation: SourceLocation = #_sourceLocation,
    _ expectedChange: ((inout State) -> Void)? = nil
  ) async {
    if exhaustivity == .on, !received.isEmpty {
      Issue.record(
        "Sent \(action) while received actions were not asserted: \(receivedList)",
        sourceLocation: sourceLocation)
    }
    received = []
    let previous = currentState
    apply(action)
    expect(
      currentState, from: previous, changedBy: expectedChange, after: "\(action)", sourceLocation)
  }

  /// Waits for the next action an effect sends back, and checks it and its change of the state.
  ///
  /// No closure means no change. Without exhaustivity, actions before the expected one are
  /// skipped.
  public func receive(
    _ expectedAction: Action, sourceLocation: SourceLocation = #_sourceLocation,
    _ expectedChange: ((inout State) -> Void)? = nil
  ) async {
    while true {
      await untilReceivedOrIdle()
      guard !received.isEmpty else {
        Issue.record(
          "Expected to receive \(expectedAction), but no effect is running to send it.",
          sourceLocation: sourceLocation)
        return
      }
      let (action, next) = received.removeFirst()
      if action == expectedAction {
        expect(next, from: state, changedBy: expectedChange, after: "\(action)", sourceLocation)
        return
      }
      guard exhaustivity == .off else {
        Issue.record(
          "Received \(action), expected \(expectedAction).", sourceLocation: sourceLocation)
        state = next
        return
      }
      state = next
    }
  }

  /// Checks that no received action and no running effect was left unasserted, then cancels what
  /// still runs; `withTestStore` calls it when the test's body ends.
  public func finish(sourceLocation: SourceLocation = #_sourceLocation) async {
    if exhaustivity == .on {
      if !received.isEmpty {
        Issue.record(
          "Received actions were not asserted: \(receivedList)", sourceLocation: sourceLocation)
      }
      if !effects.isEmpty {
        Issue.record(
          "An effect is still running as the test ends: assert what it sends, or cancel it.",
          sourceLocation: sourceLocation)
      }
    }
    await effects.cancelAll()
    received = []
  }

  // Runs the reducer on the current state and starts the effects it returned, whose actions are
  // reduced as they arrive and kept for `receive(_:)`.
  private func apply(_ action: Action) {
    let effect = reduce(&currentState, action)
    _ = effects.start(effect) { [weak self] action in
      guard let self else { return }
      apply(action)
      received.append((action, currentState))
      wakeWaiters()
    }
  }

  private func expect(
    _ actual: State, from previous: State, changedBy expectedChange: ((inout State) -> Void)?,
    after action: String, _ sourceLocation: SourceLocation
  ) {
    // Exhaustive: the whole state must be the old one changed as asserted. Otherwise only what
    // the closure asserts must hold of the new state.
    var expected = exhaustivity == .on ? previous : actual
    expectedChange?(&expected)
    state = actual
    guard expected != actual else { return }
    let difference = StateDifference(expected: expected, actual: actual).lines
    let message = ["The state after \(action) is not as asserted:"] + difference
    Issue.record(Comment(rawValue: message.joined(separator: "\n")), sourceLocation: sourceLocation)
  }

  private var receivedList: String {
    received.map { "\($0.action)" }.joined(separator: ", ")
  }

  // Returns once an action waits to be asserted, once no effect runs, or once the test's task is
  // cancelled (its time limit), so a test can always end.
  private func untilReceivedOrIdle() async {
    while received.isEmpty, !effects.isEmpty, !Task.isCancelled {
      await withTaskCancellationHandler {
        await withCheckedContinuation { waiters.append($0) }
      } onCancel: {
        Task { @MainActor [weak self] in self?.wakeWaiters() }
      }
    }
  }

  private func wakeWaiters() {
    let woken = waiters
    waiters = []
    for waiter in woken { waiter.resume() }
  }
}
