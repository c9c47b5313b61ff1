import CitiesTestSupport
import CitiesVIP
import CitiesVIPTestSupport
import Testing

@MainActor
@Suite(
  "VIP add-city interactor: the search timing cases every pattern shares",
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
    let presenter = AddCityPresentationLogicSpy()
    let interactor = AddCityInteractor(
      presenter: presenter, searchCitiesUseCase: searchCities, addCityUseCase: AddCityUseCaseSpy(),
      clock: clock)
    expectReleasedAfterTest(interactor)
    return InteractorSearchDriver(interactor: interactor, presenter: presenter)
  }
}
