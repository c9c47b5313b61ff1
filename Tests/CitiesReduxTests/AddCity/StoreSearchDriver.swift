import CitiesRedux
import CitiesTestSupport
import Observation

/// Plays a Redux search view for the shared timing cases: it sends every change of the text to
/// the store as an action, and observes the store's state as a view does.
@MainActor
final class StoreSearchDriver: SearchTimingDriver {
  private let store: Store<AddCityState, AddCityAction>
  // The contents replaced so far, oldest first; the store's state holds the current one.
  private var replaced: [AddCityContent] = []

  init(store: Store<AddCityState, AddCityAction>) {
    self.store = store
    observe()
  }

  func changeSearchText(_ text: String) async {
    await store.send(.queryChanged(text))
  }

  var shownScreens: [SearchScreen] {
    (replaced + [store.state.content]).dropFirst().map { content in
      switch content {
      case .idle: .idle
      case .hint: .hint
      case .searching: .searching
      case .results(let rows): .results(rows.map(\.title))
      case .noMatches: .noMatches
      case .failed: .failed
      }
    }
  }

  // Observation calls back just before a change, while the old content is still readable: it is
  // recorded, and the content watched again.
  private func observe() {
    withObservationTracking {
      _ = store.state.content
    } onChange: { [weak self] in
      // The store is `@MainActor`, so its changes, and this callback, happen there.
      MainActor.assumeIsolated { self?.recordChange() }
    }
  }

  private func recordChange() {
    replaced.append(store.state.content)
    observe()
  }
}
