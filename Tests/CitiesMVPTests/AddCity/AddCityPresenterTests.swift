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
  @Test("Choosing a result adds that city and goes back to the list", .tags(.s9))
  func choosingAddsAndCloses() async {
    let sut = makeSUT()
    await showResults(on: sut)

    await sut.presenter.didSelect(row: 1)

    #expect(await sut.addCity.receivedParameters == [AddCityParameters(city: otherCity())])
    #expect(sut.router.messages == [.closeAddCity])
  }

  @Test("Choosing a city that is saved already shows why and stays", .tags(.s10))
  func alreadySavedAlerts() async {
    let sut = makeSUT()
    await showResults(on: sut)
    await sut.addCity.fail(with: AddCityError.alreadySaved(anyCity()))

    await sut.presenter.didSelect(row: 0)

    #expect(sut.view.messages.last == .alert(AddCityWords.alreadySaved(cityName: "Berlin")))
    #expect(sut.router.messages.isEmpty)
  }

  @Test("Choosing a city with a blank name shows the domain's refusal and stays", .tags(.s14))
  func blankNameAlerts() async {
    let sut = makeSUT()
    await showResults(on: sut)
    await sut.addCity.fail(with: AddCityError.blankName)

    await sut.presenter.didSelect(row: 0)

    #expect(sut.view.messages.last == .alert(AddCityWords.blankName))
    #expect(sut.router.messages.isEmpty)
  }

  @Test("Any other failure to add shows the city and the error, and stays", .tags(.s11))
  func otherFailureAlerts() async {
    let sut = makeSUT()
    await showResults(on: sut)
    await sut.addCity.fail(with: AnyError("The disk is full."))

    await sut.presenter.didSelect(row: 1)

    #expect(
      sut.view.messages.last
        == .alert(AddCityWords.couldNotAdd(cityName: "London", reason: "The disk is full.")))
    #expect(sut.router.messages.isEmpty)
  }

  @Test("Cancel goes back to the list without adding anything", .tags(.s12))
  func cancelCloses() async {
    let sut = makeSUT()

    sut.presenter.cancelButtonPressed()

    #expect(sut.router.messages == [.closeAddCity])
    #expect(await sut.addCity.receivedParameters.isEmpty)
  }

  @Test("Cancel while a search waits out its pause stops that search", .tags(.s12))
  func cancelStopsPendingSearch() async {
    let sut = makeSUT()
    async let pending: Void = sut.presenter.searchTextDidChange("Berlin")
    await sut.clock.sleepers(count: 1)

    sut.presenter.cancelButtonPressed()
    sut.clock.advance(by: .milliseconds(300))
    await pending

    #expect(await sut.searchCities.searchedTexts.isEmpty)
    #expect(sut.view.messages.isEmpty)
  }

  @Test("Leaving while a search waits out its pause stops that search")
  func leavingStopsPendingSearch() async {
    let sut = makeSUT()
    let typing = Task { [presenter = sut.presenter] in await presenter.searchTextDidChange("Berlin")
    }
    await sut.clock.sleepers(count: 1)

    // A view that goes away cancels the work it started.
    typing.cancel()
    sut.clock.advance(by: .milliseconds(300))
    await typing.value

    #expect(await sut.searchCities.searchedTexts.isEmpty)
    #expect(sut.view.messages.isEmpty)
  }

  @Test(
    "Once the results make way for another state, none of them can be chosen", .tags(.s13),
    arguments: ResultsReplacement.allCases)
  func replacedResultsCannotBeChosen(by replacement: ResultsReplacement) async throws {
    let sut = makeSUT()
    await showResults(on: sut)
    try #require(sut.presenter.numberOfSearchResults == 2)
    await replaceResults(by: replacement, on: sut)

    await sut.presenter.didSelect(row: 0)

    #expect(await sut.addCity.receivedParameters.isEmpty)
    #expect(sut.router.messages.isEmpty)
  }

  @Test("While a newer search is out, none of the older results can be chosen", .tags(.s13))
  func resultsCannotBeChosenWhileSearching() async throws {
    let sut = makeSUT()
    await showResults(on: sut)
    try #require(sut.presenter.numberOfSearchResults == 2)
    await sut.searchCities.holdAnswers()
    async let newer: Void = sut.presenter.searchTextDidChange("Lond")
    await sut.clock.sleepers(count: 1)
    sut.clock.advance(by: .milliseconds(300))
    await sut.searchCities.searches(count: 2)

    await sut.presenter.didSelect(row: 0)
    await sut.searchCities.answer("Lond", with: .success([]))
    await newer

    #expect(await sut.addCity.receivedParameters.isEmpty)
  }

  private typealias SUT = (
    presenter: any AddCityPresenter, view: AddCityViewSpy, router: AddCityRouterSpy,
    searchCities: SearchCitiesUseCaseSpy, addCity: AddCityUseCaseSpy, clock: TestClock
  )

  private func makeSUT() -> SUT {
    let searchCities = SearchCitiesUseCaseSpy(result: .success([anyCity(), otherCity()]))
    let addCity = AddCityUseCaseSpy()
    let clock = TestClock()
    let view = AddCityViewSpy()
    let router = AddCityRouterSpy()
    let presenter = AddCityConfigurator(
      searchCitiesUseCase: searchCities, addCityUseCase: addCity, clock: clock
    ).configure(view: view, router: router)
    view.presenter = presenter
    expectReleasedAfterTest(presenter)
    return (presenter, view, router, searchCities, addCity, clock)
  }

  private func showResults(on sut: SUT) async {
    await search("Berlin", on: sut)
  }

  private func search(_ text: String, on sut: SUT) async {
    async let typing: Void = sut.presenter.searchTextDidChange(text)
    await sut.clock.sleepers(count: 1)
    sut.clock.advance(by: .milliseconds(300))
    await typing
  }

  private func replaceResults(by replacement: ResultsReplacement, on sut: SUT) async {
    switch replacement {
    case .noMatch:
      await sut.searchCities.answer(with: .success([]))
      await search("Zzyzx", on: sut)
    case .failedSearch:
      await sut.searchCities.answer(with: .failure(AnyError()))
      await search("Lond", on: sut)
    case .tooShortText:
      await sut.presenter.searchTextDidChange("L")
    case .clearedText:
      await sut.presenter.searchTextDidChange("")
    }
  }
}
