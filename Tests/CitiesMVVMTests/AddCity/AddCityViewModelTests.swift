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
  private let searchCities: SearchCitiesUseCaseSpy
  private let addCity: AddCityUseCaseSpy
  private let navigator: AddCityNavigatorSpy
  private let clock: TestClock

  init() {
    searchCities = SearchCitiesUseCaseSpy(result: .success([anyCity(), otherCity()]))
    addCity = AddCityUseCaseSpy()
    navigator = AddCityNavigatorSpy()
    clock = TestClock()
  }

  @Test("Choosing a result adds that city and returns to the list", .tags(.s9))
  func choosingAddsAndCloses() async {
    let viewModel = makeSUT()
    await search("Lon", in: viewModel)

    await viewModel.send(.resultTapped(row: londonRow()))

    #expect(await addCity.receivedParameters == [AddCityParameters(city: otherCity())])
    #expect(navigator.messages == [.closeAddCity])
    #expect(viewModel.alert == nil)
  }

  @Test("Choosing a city that is saved already shows the list's refusal and stays", .tags(.s10))
  func duplicateShowsAlert() async {
    let viewModel = makeSUT()
    await search("Lon", in: viewModel)
    await addCity.fail(with: AddCityError.alreadySaved(otherCity()))

    await viewModel.send(.resultTapped(row: londonRow()))

    #expect(viewModel.alert == AddCityWords.alreadySaved(cityName: "London"))
    #expect(navigator.messages.isEmpty)
  }

  @Test("Choosing a city with a blank name shows the domain's refusal and stays", .tags(.s14))
  func blankNameShowsAlert() async {
    let viewModel = makeSUT()
    await search("Lon", in: viewModel)
    await addCity.fail(with: AddCityError.blankName)

    await viewModel.send(.resultTapped(row: londonRow()))

    #expect(viewModel.alert == AddCityWords.blankName)
    #expect(navigator.messages.isEmpty)
  }

  @Test("Any other failure to add shows an alert naming the city and stays", .tags(.s11))
  func failedAddShowsAlert() async {
    let viewModel = makeSUT()
    await search("Lon", in: viewModel)
    await addCity.fail(with: AnyError("The disk is full."))

    await viewModel.send(.resultTapped(row: londonRow()))

    #expect(
      viewModel.alert == AddCityWords.couldNotAdd(cityName: "London", reason: "The disk is full."))
    #expect(navigator.messages.isEmpty)
  }

  @Test("Dismissing the alert hides it and keeps the results", .tags(.s11))
  func dismissAlert() async {
    let viewModel = makeSUT()
    await search("Lon", in: viewModel)
    await addCity.fail(with: AnyError())
    await viewModel.send(.resultTapped(row: londonRow()))
    let results = viewModel.state

    await viewModel.send(.alertDismissed)

    #expect(viewModel.alert == nil)
    #expect(viewModel.state == results)
  }

  @Test("Cancel returns to the list without adding anything", .tags(.s12))
  func cancelCloses() async {
    let viewModel = makeSUT()

    await viewModel.send(.cancelTapped)

    #expect(navigator.messages == [.closeAddCity])
    #expect(await addCity.receivedParameters.isEmpty)
  }

  @Test("A view observing the state with Observation is told when an intent changes it")
  func observingViewIsNotified() async {
    let viewModel = makeSUT()

    await confirmation("The view hears of the change") { stateChanged in
      withObservationTracking {
        _ = viewModel.state
      } onChange: {
        stateChanged()
      }
      await viewModel.send(.queryChanged("B"))
    }
  }

  @Test("A view that goes away while a search waits stops the search")
  func leavingStopsPendingSearch() async {
    let viewModel = makeSUT()
    let viewTask = Task { await viewModel.send(.queryChanged("Berlin")) }
    await clock.sleepers(count: 1)

    viewTask.cancel()
    // Had the search outlived the cancellation, this would wake it and it would search.
    clock.advance(by: .milliseconds(300))
    await viewTask.value

    #expect(await searchCities.searchedTexts.isEmpty)
  }

  @Test(
    "Once the results make way for another state, none of them can be chosen", .tags(.s13),
    arguments: ResultsReplacement.allCases)
  func replacedResultsCannotBeChosen(by replacement: ResultsReplacement) async throws {
    let viewModel = makeSUT()
    await search("Lon", in: viewModel)
    try #require(viewModel.state == .results(rows: [berlinRow(), londonRow()]))
    await replaceResults(by: replacement, in: viewModel)

    await viewModel.send(.resultTapped(row: londonRow()))

    #expect(await addCity.receivedParameters.isEmpty)
    #expect(navigator.messages.isEmpty)
  }

  @Test("While a newer search is out, none of the older results can be chosen", .tags(.s13))
  func resultsCannotBeChosenWhileSearching() async throws {
    let viewModel = makeSUT()
    await search("Lon", in: viewModel)
    try #require(viewModel.state == .results(rows: [berlinRow(), londonRow()]))
    await searchCities.holdAnswers()
    async let newer: Void = viewModel.send(.queryChanged("Lond"))
    await clock.sleepers(count: 1)
    clock.advance(by: .milliseconds(300))
    await searchCities.searches(count: 2)

    await viewModel.send(.resultTapped(row: londonRow()))
    await searchCities.answer("Lond", with: .success([]))
    await newer

    #expect(await addCity.receivedParameters.isEmpty)
  }

  private func makeSUT() -> AddCityViewModel {
    let useCase = AddCitySceneUseCaseImplementation(searchCities: searchCities, addCity: addCity)
    let viewModel = AddCityViewModel(useCase: useCase, navigator: navigator, clock: clock)
    expectReleasedAfterTest(viewModel)
    return viewModel
  }

  private func search(_ text: String, in viewModel: AddCityViewModel) async {
    async let typing: Void = viewModel.send(.queryChanged(text))
    await clock.sleepers(count: 1)
    clock.advance(by: .milliseconds(300))
    await typing
  }

  private func replaceResults(
    by replacement: ResultsReplacement, in viewModel: AddCityViewModel
  ) async {
    switch replacement {
    case .noMatch:
      await searchCities.answer(with: .success([]))
      await search("Zzyzx", in: viewModel)
    case .failedSearch:
      await searchCities.answer(with: .failure(AnyError()))
      await search("Lond", in: viewModel)
    case .tooShortText:
      await viewModel.send(.queryChanged("L"))
    case .clearedText:
      await viewModel.send(.queryChanged(""))
    }
  }
}

private func berlinRow() -> CityRow {
  CityRow(id: anyCity().id, title: "Berlin", subtitle: "Germany")
}

private func londonRow() -> CityRow {
  CityRow(id: otherCity().id, title: "London", subtitle: "England, United Kingdom")
}
