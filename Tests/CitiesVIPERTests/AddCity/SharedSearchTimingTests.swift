import CitiesTestSupport
import CitiesVIPER
import CitiesVIPERTestSupport
import Testing

@MainActor
@Suite(
  "VIPER add-city module: the search timing cases every pattern shares", .timeLimit(.minutes(1)),
  .endsRunWhenHung,
  .checksReleases)
struct SharedSearchTimingTests {
  @Test(
    "The debounced search passes every shared timing case",
    .tags(.s3, .s4, .s5, .s6, .s7), arguments: SearchTimingCase.all)
  func searchTiming(_ timingCase: SearchTimingCase) async {
    await timingCase.play(on: makeSUT)
  }

  private func makeSUT(
    searchCities: SearchCitiesUseCaseSpy, clock: TestClock
  ) -> any SearchTimingDriver {
    let view = AddCityViewSpy()
    let presenter = AddCityModuleBuilder.build(
      wireframe: AddCityWireframeInputSpy(), searchCitiesUseCase: searchCities,
      addCityUseCase: AddCityUseCaseSpy(), clock: clock)
    expectReleasedAfterTest(presenter)
    (presenter.view, view.eventHandler) = (view, presenter)
    return ViewSearchDriver(view: view)
  }
}

/// Plays the VIPER search view for the shared timing cases: it tells its presenter every change
/// of the text, and reads back what the presenter told it.
@MainActor
private final class ViewSearchDriver: SearchTimingDriver {
  private let view: AddCityViewSpy

  init(view: AddCityViewSpy) {
    self.view = view
  }

  func changeSearchText(_ text: String) async {
    await view.eventHandler?.didType(text)
  }

  var shownScreens: [SearchScreen] {
    view.messages.compactMap { message in
      switch message {
      case .idle: .idle
      case .hint: .hint
      case .searching: .searching
      case .results(let items): .results(items.map(\.title))
      case .noMatches: .noMatches
      case .searchFailure: .failed
      case .alert: nil
      }
    }
  }
}
