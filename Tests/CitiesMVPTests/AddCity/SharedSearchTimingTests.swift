import CitiesMVP
import CitiesMVPTestSupport
import CitiesTestSupport
import Testing

@MainActor
@Suite(
  "MVP add-city presenter: the search timing cases every pattern shares",
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
    let view = AddCityViewSpy()
    let presenter = AddCityConfigurator(
      searchCitiesUseCase: searchCities, addCityUseCase: AddCityUseCaseSpy(), clock: clock
    ).configure(view: view, router: AddCityRouterSpy())
    view.presenter = presenter
    expectReleasedAfterTest(presenter)
    return PresenterSearchDriver(view: view)
  }
}
