import CitiesRedux
import Observation

/// Plays a Redux view: watches a store's state with `withObservationTracking`, as a view does,
/// and keeps every state it took, so a test can check "loading, then the rows".
///
/// Observation calls back just before a change, while the old state is still readable: the spy
/// records that old state and watches again. It holds the store strongly, as a view owns its store.
@MainActor
public final class StoreViewSpy<State: Equatable, Action: Sendable> {
  /// The store the spy watches and sends actions to.
  public let store: Store<State, Action>
  private var replaced: [State] = []

  /// Starts watching the store's state.
  public init(store: Store<State, Action>) {
    self.store = store
    observe()
  }

  /// Every state the view was shown, oldest first; the last is the current one.
  public var states: [State] { replaced + [store.state] }

  private func observe() {
    withObservationTracking {
      _ = store.state
    } onChange: { [weak self] in
      // The store is `@MainActor`, so its changes, and this callback, happen there.
      MainActor.assumeIsolated { self?.recordChange() }
    }
  }

  private func recordChange() {
    replaced.append(store.state)
    observe()
  }
}
