import CitiesMVVM
import CitiesMVVMTestSupport
import CitiesTestSupport

/// Plays an MVVM search view for the shared timing cases: it sends every change of the text to the
/// view model as an intent, and observes its state.
@MainActor
final class ViewModelSearchDriver: SearchTimingDriver {
  private let viewModel: AddCityViewModel
  private let states: ObservationSpy<AddCityState>

  init(viewModel: AddCityViewModel) {
    self.viewModel = viewModel
    states = ObservationSpy { viewModel.state }
  }

  func changeSearchText(_ text: String) async {
    await viewModel.didChangeQuery(text)
  }

  var shownScreens: [SearchScreen] {
    states.values.dropFirst().map { state in
      switch state {
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
