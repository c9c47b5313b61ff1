import CitiesDomain
import CitiesMVVM
import CitiesMVVMTestSupport
import CitiesTestSupport
import Testing

/// Cancel leaves the scene with nothing running behind it: a search still waiting out its pause
/// is stopped, not sent to the service for a scene nobody sees.
@MainActor
@Suite(
  "Add city view model: cancel stops a waiting search", .timeLimit(.minutes(1)), .endsRunWhenHung,
  .checksReleases)
struct AddCityCancelStopsSearchTests {
  private let searchCities = SearchCitiesUseCaseSpy(result: .success([anyCity()]))
  private let navigator = AddCityNavigatorSpy()
  private let clock = TestClock()

  @Test("Cancel while a search waits out its pause stops the search", .tags(.s12))
  func cancelStopsTheWaitingSearch() async {
    let useCase = AddCitySceneUseCaseImplementation(
      searchCities: searchCities, addCity: AddCityUseCaseSpy())
    let viewModel = AddCityViewModel(useCase: useCase, navigator: navigator, clock: clock)
    expectReleasedAfterTest(viewModel)
    let typing = Task { await viewModel.send(.queryChanged("Berlin")) }
    await clock.sleepers(count: 1)

    await viewModel.send(.cancelTapped)
    // Had the search outlived the cancel, this would wake it and it would search.
    clock.advance(by: .milliseconds(300))
    await typing.value

    #expect(navigator.messages == [.closeAddCity])
    #expect(await searchCities.searchedTexts.isEmpty)
  }
}
