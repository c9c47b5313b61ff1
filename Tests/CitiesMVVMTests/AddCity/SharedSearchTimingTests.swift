import CitiesMVVM
import CitiesMVVMTestSupport
import CitiesTestSupport
import Testing

@MainActor
@Suite(
  "MVVM add-city view model: the search timing cases every pattern shares",
  .timeLimit(.minutes(1)), .endsRunWhenHung, .checksReleases)
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
    let useCase = AddCitySceneUseCaseSpy(searches: searchCities)
    let viewModel = AddCityViewModel(
      useCase: useCase, navigator: AddCityNavigatorSpy(), clock: clock)
    expectReleasedAfterTest(viewModel)
    return ViewModelSearchDriver(viewModel: viewModel)
  }
}
