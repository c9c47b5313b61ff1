import CitiesMVP
import CitiesMVPTestSupport
import CitiesTestSupport

/// Plays an MVP search view for the shared timing cases: the view owns its presenter and passes
/// every change of the text to `searchTextDidChange(_:)`.
@MainActor
final class PresenterSearchDriver: SearchTimingDriver {
  private let view: AddCityViewSpy

  init(view: AddCityViewSpy) {
    self.view = view
  }

  func changeSearchText(_ text: String) async {
    await view.presenter?.searchTextDidChange(text)
  }

  var shownScreens: [SearchScreen] {
    view.messages.compactMap { message in
      switch message {
      case .idle: .idle
      case .hint: .hint
      case .searching: .searching
      case .results(let rows): .results(rows.compactMap(\.title))
      case .noResults: .noMatches
      case .error: .failed
      case .alert: nil
      }
    }
  }
}
