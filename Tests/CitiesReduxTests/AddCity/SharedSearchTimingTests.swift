import CitiesRedux
import CitiesReduxTestSupport
import CitiesTestSupport
import Testing

@MainActor
@Suite(
  "Redux add-city store: the search timing cases every pattern shares",
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
    let reducer = AddCityReducer(
      searchCities: searchCities, addCity: AddCityUseCaseSpy(), clock: clock)
    let store = Store(initialState: AddCityState(), reducer: reducer)
    expectReleasedAfterTest(store)
    return StoreSearchDriver(store: store)
  }
}
