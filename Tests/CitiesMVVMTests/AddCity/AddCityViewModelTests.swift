import CitiesDomain
import CitiesMVVM
import CitiesMVVMTestSupport
import CitiesPresentationWords
import CitiesTestSupport
import Observation
import Testing

@MainActor
@Suite(
  "Add city view model: adding and leaving", .timeLimit(.minutes(1)), .endsRunWhenHung,
  .checksReleases)
struct AddCityViewModelTests {
  @Test("Choosing a result adds that city and returns to the list", .tags(.s9))
  func choosingAddsAndCloses() async {
    let (viewModel, useCase, navigator, clock) = makeSUT()
    await search("Lon", in: viewModel, on: clock)

    await viewModel.didSelectItem(londonItem())

    #expect(await useCase.addedCities == [otherCity()])
    #expect(navigator.messages == [.closeAddCity])
    #expect(viewModel.alert == nil)
  }

  @Test("Choosing a city that is saved already shows the list's refusal and stays", .tags(.s10))
  func duplicateShowsAlert() async {
    let (viewModel, useCase, navigator, clock) = makeSUT()
    await search("Lon", in: viewModel, on: clock)
    await useCase.failAdds(with: AddCityError.alreadySaved(otherCity()))

    await viewModel.didSelectItem(londonItem())

    #expect(viewModel.alert == AddCityWords.alreadySaved(cityName: "London"))
    #expect(navigator.messages.isEmpty)
  }

  @Test("Choosing a city with a blank name shows the domain's refusal and stays", .tags(.s14))
  func blankNameShowsAlert() async {
    let (viewModel, useCase, navigator, clock) = makeSUT()
    await search("Lon", in: viewModel, on: clock)
    await useCase.failAdds(with: AddCityError.blankName)

    await viewModel.didSelectItem(londonItem())

    #expect(viewModel.alert == AddCityWords.blankName)
    #expect(navigator.messages.isEmpty)
  }

  @Test("Any other failure to add shows an alert naming the city and stays", .tags(.s11))
  func failedAddShowsAlert() async {
    let (viewModel, useCase, navigator, clock) = makeSUT()
    await search("Lon", in: viewModel, on: clock)
    await useCase.failAdds(with: AnyError("The disk is full."))

    await viewModel.didSelectItem(londonItem())

    #expect(
      viewModel.alert == AddCityWords.couldNotAdd(cityName: "London", reason: "The disk is full."))
    #expect(navigator.messages.isEmpty)
  }

  @Test("Dismissing the alert hides it and keeps the results", .tags(.s11))
  func dismissAlert() async {
    let (viewModel, useCase, _, clock) = makeSUT()
    await search("Lon", in: viewModel, on: clock)
    await useCase.failAdds(with: AnyError())
    await viewModel.didSelectItem(londonItem())
    let results = viewModel.state

    viewModel.didDismissAlert()

    #expect(viewModel.alert == nil)
    #expect(viewModel.state == results)
  }

  @Test("Cancel returns to the list without adding anything", .tags(.s12))
  func cancelCloses() async {
    let (viewModel, useCase, navigator, _) = makeSUT()

    viewModel.didCancelSearch()

    #expect(navigator.messages == [.closeAddCity])
    #expect(await useCase.addedCities.isEmpty)
  }

  @Test("A view observing the state with Observation is told when an input changes it")
  func observingViewIsNotified() async {
    let (viewModel, _, _, _) = makeSUT()

    await confirmation("The view hears of the change") { stateChanged in
      withObservationTracking {
        _ = viewModel.state
      } onChange: {
        stateChanged()
      }
      await viewModel.didChangeQuery("B")
    }
  }

  @Test("A view that goes away while a search waits stops the search")
  func leavingStopsPendingSearch() async {
    let (viewModel, useCase, _, clock) = makeSUT()
    let viewTask = Task { await viewModel.didChangeQuery("Berlin") }
    await clock.sleepers(count: 1)

    viewTask.cancel()
    // Had the search outlived the cancellation, this would wake it and it would search.
    clock.advance(by: .milliseconds(300))
    await viewTask.value

    #expect(await useCase.searches.searchedTexts.isEmpty)
  }

  @Test(
    "Once the results make way for another state, none of them can be chosen", .tags(.s13),
    arguments: ResultsReplacement.allCases)
  func replacedResultsCannotBeChosen(by replacement: ResultsReplacement) async throws {
    let (viewModel, useCase, navigator, clock) = makeSUT()
    await search("Lon", in: viewModel, on: clock)
    try #require(viewModel.state == .results(items: [berlinItem(), londonItem()]))
    await replaceResults(by: replacement, in: viewModel, useCase: useCase, clock: clock)

    await viewModel.didSelectItem(londonItem())

    #expect(await useCase.addedCities.isEmpty)
    #expect(navigator.messages.isEmpty)
  }

  @Test("While a newer search is out, none of the older results can be chosen", .tags(.s13))
  func resultsCannotBeChosenWhileSearching() async throws {
    let (viewModel, useCase, _, clock) = makeSUT()
    await search("Lon", in: viewModel, on: clock)
    try #require(viewModel.state == .results(items: [berlinItem(), londonItem()]))
    await useCase.searches.holdAnswers()
    async let newer: Void = viewModel.didChangeQuery("Lond")
    await clock.sleepers(count: 1)
    clock.advance(by: .milliseconds(300))
    await useCase.searches.searches(count: 2)

    await viewModel.didSelectItem(londonItem())
    await useCase.searches.answer("Lond", with: .success([]))
    await newer

    #expect(await useCase.addedCities.isEmpty)
  }

  private func makeSUT() -> (
    viewModel: AddCityViewModel, useCase: AddCitySceneUseCaseSpy, navigator: AddCityNavigatorSpy,
    clock: TestClock
  ) {
    let useCase = AddCitySceneUseCaseSpy(
      searches: SearchCitiesUseCaseSpy(result: .success([anyCity(), otherCity()])))
    let navigator = AddCityNavigatorSpy()
    let clock = TestClock()
    let viewModel = AddCityViewModel(useCase: useCase, navigator: navigator, clock: clock)
    expectReleasedAfterTest(viewModel)
    return (viewModel, useCase, navigator, clock)
  }

  private func search(_ text: String, in viewModel: AddCityViewModel, on clock: TestClock) async {
    async let typing: Void = viewModel.didChangeQuery(text)
    await clock.sleepers(count: 1)
    clock.advance(by: .milliseconds(300))
    await typing
  }

  private func replaceResults(
    by replacement: ResultsReplacement, in viewModel: AddCityViewModel,
    useCase: AddCitySceneUseCaseSpy, clock: TestClock
  ) async {
    switch replacement {
    case .noMatch:
      await useCase.searches.answer(with: .success([]))
      await search("Zzyzx", in: viewModel, on: clock)
    case .failedSearch:
      await useCase.searches.answer(with: .failure(AnyError()))
      await search("Lond", in: viewModel, on: clock)
    case .tooShortText:
      await viewModel.didChangeQuery("L")
    case .clearedText:
      await viewModel.didChangeQuery("")
    }
  }
}

private func berlinItem() -> CityItemViewModel {
  CityItemViewModel(id: anyCity().id, title: "Berlin", subtitle: "Germany")
}

private func londonItem() -> CityItemViewModel {
  CityItemViewModel(id: otherCity().id, title: "London", subtitle: "England, United Kingdom")
}
