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
  @Test("Cancel while a search waits out its pause stops the search", .tags(.s12))
  func cancelStopsTheWaitingSearch() async {
    let (viewModel, useCase, navigator, clock) = makeSUT()
    let typing = Task { await viewModel.didChangeQuery("Berlin") }
    await clock.sleepers(count: 1)

    viewModel.didCancelSearch()
    // Had the search outlived the cancel, this would wake it and it would search.
    clock.advance(by: .milliseconds(300))
    await typing.value

    #expect(navigator.messages == [.closeAddCity])
    #expect(await useCase.searches.searchedTexts.isEmpty)
  }

  private func makeSUT() -> (
    viewModel: AddCityViewModel, useCase: AddCitySceneUseCaseSpy, navigator: AddCityNavigatorSpy,
    clock: TestClock
  ) {
    let useCase = AddCitySceneUseCaseSpy(
      searches: SearchCitiesUseCaseSpy(result: .success([anyCity()])))
    let navigator = AddCityNavigatorSpy()
    let clock = TestClock()
    let viewModel = AddCityViewModel(useCase: useCase, navigator: navigator, clock: clock)
    expectReleasedAfterTest(viewModel)
    return (viewModel, useCase, navigator, clock)
  }
}
