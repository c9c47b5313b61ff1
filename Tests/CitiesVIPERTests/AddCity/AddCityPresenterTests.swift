import CitiesDomain
import CitiesTestSupport
import CitiesVIPER
import CitiesVIPERTestSupport
import Testing

@MainActor
@Suite("VIPER add-city presenter", .timeLimit(.minutes(1)), .endsRunWhenHung, .checksReleases)
struct AddCityPresenterTests {
  private let view = AddCityViewSpy()
  private let navigator = AppNavigatorSpy()
  private let searchCities = SearchCitiesUseCaseSpy(result: .success([anyCity(), otherCity()]))
  private let addCity = AddCityUseCaseSpy()
  private let clock = TestClock()
  private let presenter: AddCityPresenter

  init() {
    let interactor = AddCityInteractor(
      searchCitiesUseCase: searchCities, addCityUseCase: addCity, clock: clock)
    presenter = AddCityPresenter(
      view: view, interactor: interactor, router: AddCityRouter(navigator: navigator))
    expectReleasedAfterTest(presenter)
    expectReleasedAfterTest(interactor)
  }

  @Test("The search appears idle, inviting the user to type", .tags(.s1))
  func appearsIdle() {
    presenter.viewIsReady()

    #expect(view.messages == [.idle("Type a city name to search.")])
  }

  @Test(
    "Clearing the text shows the invitation again and sends no request", .tags(.s1),
    arguments: ["", "   "])
  func blankTextIsIdle(text: String) async {
    await presenter.didType(text)

    #expect(view.messages == [.idle("Type a city name to search.")])
    #expect(await searchCities.searchedTexts.isEmpty)
  }

  @Test("One letter shows the hint and sends no request", .tags(.s2), arguments: ["B", " é "])
  func oneLetterIsHint(text: String) async {
    await presenter.didType(text)

    #expect(view.messages == [.hint("Type at least 2 letters to search.")])
    #expect(await searchCities.searchedTexts.isEmpty)
  }

  @Test(
    "After the pause the search shows searching, then one row per city found",
    .tags(.s3, .s8))
  func searchShowsResults() async {
    await search(" Berlin ")

    #expect(view.messages == [.searching, .results([berlinItem(), londonItem()])])
    #expect(await searchCities.searchedTexts == ["Berlin"])
  }

  @Test("A search that finds nothing quotes the trimmed query", .tags(.s3))
  func noMatchQuotesQuery() async {
    await searchCities.answer(with: .success([]))

    await search("Zzyzx ")

    #expect(view.messages == [.searching, .noMatches(#"No cities match "Zzyzx"."#)])
  }

  @Test("A failed search shows its reason", .tags(.s3))
  func failedSearch() async {
    await searchCities.answer(with: .failure(AnyError("offline")))

    await search("Berlin")

    #expect(view.messages == [.searching, .searchFailure("Search failed: offline")])
  }

  @Test(
    "A query the search use case refuses as too short shows the hint with its length",
    .tags(.s15))
  func refusedAsTooShortIsHint() async {
    await searchCities.answer(with: .failure(SearchCitiesError.queryTooShort(minimumLength: 3)))

    await search("Be")

    #expect(view.messages == [.searching, .hint("Type at least 3 letters to search.")])
  }

  @Test("Choosing a result adds its city and returns to the list", .tags(.s9))
  func chooseAddsAndReturns() async {
    await search("Berlin")

    await presenter.didChoose(cityID: otherCity().id)

    #expect(await addCity.receivedParameters == [AddCityParameters(city: otherCity())])
    #expect(navigator.messages == [.showCities])
  }

  @Test(
    "Choosing a city saved already alerts with its name and stays", .tags(.s10))
  func chooseDuplicateAlerts() async {
    await search("Berlin")
    await addCity.fail(with: AddCityError.alreadySaved(anyCity()))

    await presenter.didChoose(cityID: anyCity().id)

    #expect(view.messages.last == .alert("Berlin is already in your list."))
    #expect(navigator.messages.isEmpty)
  }

  @Test("Choosing a city whose name is blank alerts and stays", .tags(.s14))
  func chooseBlankNameAlerts() async {
    await search("Berlin")
    await addCity.fail(with: AddCityError.blankName)

    await presenter.didChoose(cityID: anyCity().id)

    #expect(view.messages.last == .alert("A city needs a name."))
    #expect(navigator.messages.isEmpty)
  }

  @Test("A failed add alerts with the city's name and the reason, and stays", .tags(.s11))
  func failedAddAlerts() async {
    await search("Berlin")
    await addCity.fail(with: AnyError("disk full"))

    await presenter.didChoose(cityID: anyCity().id)

    #expect(view.messages.last == .alert("Could not add Berlin: disk full"))
    #expect(view.itemsOnScreen == [berlinItem(), londonItem()])
    #expect(navigator.messages.isEmpty)
  }

  @Test("Cancel returns to the list and adds nothing", .tags(.s12))
  func cancelReturns() async {
    presenter.didTapCancel()

    #expect(navigator.messages == [.showCities])
    #expect(await addCity.receivedParameters.isEmpty)
  }

  @Test(
    "Once the results make way for another state, none of them can be chosen", .tags(.s13),
    arguments: ResultsReplacement.allCases)
  func replacedResultsCannotBeChosen(by replacement: ResultsReplacement) async throws {
    await search("Berlin")
    try #require(view.itemsOnScreen == [berlinItem(), londonItem()])
    await replaceResults(by: replacement)

    await presenter.didChoose(cityID: anyCity().id)

    #expect(await addCity.receivedParameters.isEmpty)
    #expect(navigator.messages.isEmpty)
  }

  @Test("While a newer search is out, none of the older results can be chosen", .tags(.s13))
  func resultsCannotBeChosenWhileSearching() async throws {
    await search("Berlin")
    try #require(view.itemsOnScreen == [berlinItem(), londonItem()])
    await searchCities.holdAnswers()
    async let newer: Void = presenter.didType("Lond")
    await clock.sleepers(count: 1)
    clock.advance(by: .milliseconds(300))
    await searchCities.searches(count: 2)

    await presenter.didChoose(cityID: anyCity().id)
    await searchCities.answer("Lond", with: .success([]))
    await newer

    #expect(await addCity.receivedParameters.isEmpty)
  }

  private func search(_ text: String) async {
    async let typed: Void = presenter.didType(text)
    await clock.sleepers(count: 1)
    clock.advance(by: .milliseconds(300))
    await typed
  }

  private func replaceResults(by replacement: ResultsReplacement) async {
    switch replacement {
    case .noMatch:
      await searchCities.answer(with: .success([]))
      await search("Zzyzx")
    case .failedSearch:
      await searchCities.answer(with: .failure(AnyError()))
      await search("Lond")
    case .tooShortText: await presenter.didType("L")
    case .clearedText: await presenter.didType("")
    }
  }
}
