import CitiesDomain
import CitiesMVP
import CitiesMVPTestSupport
import CitiesPresentationWords
import CitiesTestSupport
import Testing

@MainActor
@Suite(
  "MVP add-city presenter: adding and leaving", .timeLimit(.minutes(1)), .endsRunWhenHung,
  .checksReleases)
struct AddCityPresenterTests {
  private let searchCities = SearchCitiesUseCaseSpy(result: .success([anyCity(), otherCity()]))
  private let addCity = AddCityUseCaseSpy()
  private let clock = TestClock()
  private let view = AddCityViewSpy()
  private let router = AddCityRouterSpy()
  private let presenter: any AddCityPresenter

  init() {
    presenter = AddCityConfigurator(
      searchCitiesUseCase: searchCities, addCityUseCase: addCity, clock: clock
    ).configure(view: view, router: router)
    view.presenter = presenter
    expectReleasedAfterTest(presenter)
  }

  @Test("Choosing a result adds that city and goes back to the list", .tags(.s9))
  func choosingAddsAndCloses() async {
    await showResults()

    await presenter.didSelect(row: 1)

    #expect(await addCity.receivedParameters == [AddCityParameters(city: otherCity())])
    #expect(router.messages == [.closeAddCity])
  }

  @Test("Choosing a city that is saved already shows why and stays", .tags(.s10))
  func alreadySavedAlerts() async {
    await showResults()
    await addCity.fail(with: AddCityError.alreadySaved(anyCity()))

    await presenter.didSelect(row: 0)

    #expect(view.messages.last == .alert(AddCityWords.alreadySaved(cityName: "Berlin")))
    #expect(router.messages.isEmpty)
  }

  @Test("Choosing a city with a blank name shows the domain's refusal and stays", .tags(.s14))
  func blankNameAlerts() async {
    await showResults()
    await addCity.fail(with: AddCityError.blankName)

    await presenter.didSelect(row: 0)

    #expect(view.messages.last == .alert(AddCityWords.blankName))
    #expect(router.messages.isEmpty)
  }

  @Test("Any other failure to add shows the city and the error, and stays", .tags(.s11))
  func otherFailureAlerts() async {
    await showResults()
    await addCity.fail(with: AnyError("The disk is full."))

    await presenter.didSelect(row: 1)

    #expect(
      view.messages.last
        == .alert(AddCityWords.couldNotAdd(cityName: "London", reason: "The disk is full.")))
    #expect(router.messages.isEmpty)
  }

  @Test("Cancel goes back to the list without adding anything", .tags(.s12))
  func cancelCloses() async {
    presenter.cancelButtonPressed()

    #expect(router.messages == [.closeAddCity])
    #expect(await addCity.receivedParameters.isEmpty)
  }

  @Test("Cancel while a search waits out its pause stops that search", .tags(.s12))
  func cancelStopsPendingSearch() async {
    async let pending: Void = presenter.searchTextDidChange("Berlin")
    await clock.sleepers(count: 1)

    presenter.cancelButtonPressed()
    clock.advance(by: .milliseconds(300))
    await pending

    #expect(await searchCities.searchedTexts.isEmpty)
    #expect(view.messages.isEmpty)
  }

  @Test("Leaving while a search waits out its pause stops that search")
  func leavingStopsPendingSearch() async {
    let typing = Task { [presenter] in await presenter.searchTextDidChange("Berlin") }
    await clock.sleepers(count: 1)

    // A view that goes away cancels the work it started.
    typing.cancel()
    clock.advance(by: .milliseconds(300))
    await typing.value

    #expect(await searchCities.searchedTexts.isEmpty)
    #expect(view.messages.isEmpty)
  }

  @Test(
    "Once the results make way for another state, none of them can be chosen", .tags(.s13),
    arguments: ResultsReplacement.allCases)
  func replacedResultsCannotBeChosen(by replacement: ResultsReplacement) async throws {
    await showResults()
    try #require(presenter.numberOfSearchResults == 2)
    await replaceResults(by: replacement)

    await presenter.didSelect(row: 0)

    #expect(await addCity.receivedParameters.isEmpty)
    #expect(router.messages.isEmpty)
  }

  @Test("While a newer search is out, none of the older results can be chosen", .tags(.s13))
  func resultsCannotBeChosenWhileSearching() async throws {
    await showResults()
    try #require(presenter.numberOfSearchResults == 2)
    await searchCities.holdAnswers()
    async let newer: Void = presenter.searchTextDidChange("Lond")
    await clock.sleepers(count: 1)
    clock.advance(by: .milliseconds(300))
    await searchCities.searches(count: 2)

    await presenter.didSelect(row: 0)
    await searchCities.answer("Lond", with: .success([]))
    await newer

    #expect(await addCity.receivedParameters.isEmpty)
  }

  private func showResults() async {
    await search("Berlin")
  }

  private func search(_ text: String) async {
    async let typing: Void = presenter.searchTextDidChange(text)
    await clock.sleepers(count: 1)
    clock.advance(by: .milliseconds(300))
    await typing
  }

  private func replaceResults(by replacement: ResultsReplacement) async {
    switch replacement {
    case .noMatch:
      await searchCities.answer(with: .success([]))
      await search("Zzyzx")
    case .failedSearch:
      await searchCities.answer(with: .failure(AnyError()))
      await search("Lond")
    case .tooShortText:
      await presenter.searchTextDidChange("L")
    case .clearedText:
      await presenter.searchTextDidChange("")
    }
  }
}
