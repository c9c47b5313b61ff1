import CitiesRedux
import CitiesReduxTestSupport
import CitiesTestSupport

/// Plays a Redux search view for the shared timing cases: it sends every change of the text to
/// the store as an action, and observes the store's state as a view does.
@MainActor
final class StoreSearchDriver: SearchTimingDriver {
  private let view: StoreViewSpy<AddCityState, AddCityAction>

  init(store: Store<AddCityState, AddCityAction>) {
    view = StoreViewSpy(store: store)
  }

  func changeSearchText(_ text: String) async {
    await view.store.send(.queryChanged(text))
  }

  var shownScreens: [SearchScreen] {
    view.states.dropFirst().map { state in
      switch state.content {
      case .idle: .idle
      case .hint: .hint
      case .searching: .searching
      case .results(let rows): .results(rows.map(\.title))
      case .noMatches: .noMatches
      case .failed: .failed
      }
    }
  }
}
