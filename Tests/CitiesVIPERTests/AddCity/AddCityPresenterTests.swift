import CitiesDomain
import CitiesTestSupport
import CitiesVIPER
import CitiesVIPERTestSupport
import Testing

@MainActor
@Suite("VIPER add-city presenter", .timeLimit(.minutes(1)), .endsRunWhenHung, .checksReleases)
struct AddCityPresenterTests {
  @Test("The search appears idle, inviting the user to type", .tags(.s1))
  func appearsIdle() {
    let sut = makeSUT()
    sut.presenter.viewIsReady()

    #expect(sut.view.messages == [.idle("Type a city name to search.")])
  }

  @Test(
    "Clearing the text shows the invitation again and sends no request", .tags(.s1),
    arguments: ["", "   "])
  func blankTextIsIdle(text: String) async {
    let sut = makeSUT()
    await sut.presenter.didType(text)

    #expect(sut.view.messages == [.idle("Type a city name to search.")])
    #expect(await sut.searchCities.searchedTexts.isEmpty)
  }

  @Test("One letter shows the hint and sends no request", .tags(.s2), arguments: ["B", " é "])
  func oneLetterIsHint(text: String) async {
    let sut = makeSUT()
    await sut.presenter.didType(text)

    #expect(sut.view.messages == [.hint("Type at least 2 letters to search.")])
    #expect(await sut.searchCities.searchedTexts.isEmpty)
  }

  @Test(
    "After the pause the search shows searching, then one row per city found",
    .tags(.s3, .s8))
  func searchShowsResults() async {
    let sut = makeSUT()
    await search(" Berlin ", on: sut)

    #expect(sut.view.messages == [.searching, .results([berlinItem(), londonItem()])])
    #expect(await sut.searchCities.searchedTexts == ["Berlin"])
  }

  @Test("A search that finds nothing quotes the trimmed query", .tags(.s3))
  func noMatchQuotesQuery() async {
    let sut = makeSUT()
    await sut.searchCities.answer(with: .success([]))

    await search("Zzyzx ", on: sut)

    #expect(sut.view.messages == [.searching, .noMatches(#"No cities match "Zzyzx"."#)])
  }

  @Test("A failed search shows its reason", .tags(.s3))
  func failedSearch() async {
    let sut = makeSUT()
    await sut.searchCities.answer(with: .failure(AnyError("offline")))

    await search("Berlin", on: sut)

    #expect(sut.view.messages == [.searching, .searchFailure("Search failed: offline")])
  }

  @Test(
    "A query the search use case refuses as too short shows the hint with its length",
    .tags(.s15))
  func refusedAsTooShortIsHint() async {
    let sut = makeSUT()
    await sut.searchCities.answer(with: .failure(SearchCitiesError.queryTooShort(minimumLength: 3)))

    await search("Be", on: sut)

    #expect(sut.view.messages == [.searching, .hint("Type at least 3 letters to search.")])
  }

  @Test(
    "Choosing a result adds its city, dismisses the search, and tells the module delegate",
    .tags(.s9))
  func chooseAddsAndReturns() async {
    let sut = makeSUT()
    await search("Berlin", on: sut)

    await sut.presenter.didChoose(cityID: otherCity().id)

    #expect(await sut.addCity.receivedParameters == [AddCityParameters(city: otherCity())])
    #expect(sut.wireframe.messages == [.dismissAddCityInterface])
    #expect(sut.moduleDelegate.messages == [.didAdd(otherCity())])
  }

  @Test(
    "Choosing a city saved already alerts with its name and stays", .tags(.s10))
  func chooseDuplicateAlerts() async {
    let sut = makeSUT()
    await search("Berlin", on: sut)
    await sut.addCity.fail(with: AddCityError.alreadySaved(anyCity()))

    await sut.presenter.didChoose(cityID: anyCity().id)

    #expect(sut.view.messages.last == .alert("Berlin is already in your list."))
    #expect(sut.wireframe.messages.isEmpty)
  }

  @Test("Choosing a city whose name is blank alerts and stays", .tags(.s14))
  func chooseBlankNameAlerts() async {
    let sut = makeSUT()
    await search("Berlin", on: sut)
    await sut.addCity.fail(with: AddCityError.blankName)

    await sut.presenter.didChoose(cityID: anyCity().id)

    #expect(sut.view.messages.last == .alert("A city needs a name."))
    #expect(sut.wireframe.messages.isEmpty)
  }

  @Test("A failed add alerts with the city's name and the reason, and stays", .tags(.s11))
  func failedAddAlerts() async {
    let sut = makeSUT()
    await search("Berlin", on: sut)
    await sut.addCity.fail(with: AnyError("disk full"))

    await sut.presenter.didChoose(cityID: anyCity().id)

    #expect(sut.view.messages.last == .alert("Could not add Berlin: disk full"))
    #expect(sut.view.itemsOnScreen == [berlinItem(), londonItem()])
    #expect(sut.wireframe.messages.isEmpty)
    #expect(sut.moduleDelegate.messages.isEmpty)
  }

  @Test("Cancel dismisses the search, adds nothing and reports nothing", .tags(.s12))
  func cancelReturns() async {
    let sut = makeSUT()
    sut.presenter.didTapCancel()

    #expect(sut.wireframe.messages == [.dismissAddCityInterface])
    #expect(await sut.addCity.receivedParameters.isEmpty)
    #expect(sut.moduleDelegate.messages.isEmpty)
  }

  @Test(
    "Once the results make way for another state, none of them can be chosen", .tags(.s13),
    arguments: ResultsReplacement.allCases)
  func replacedResultsCannotBeChosen(by replacement: ResultsReplacement) async throws {
    let sut = makeSUT()
    await search("Berlin", on: sut)
    try #require(sut.view.itemsOnScreen == [berlinItem(), londonItem()])
    await replaceResults(by: replacement, on: sut)

    await sut.presenter.didChoose(cityID: anyCity().id)

    #expect(await sut.addCity.receivedParameters.isEmpty)
    #expect(sut.wireframe.messages.isEmpty)
  }

  @Test("While a newer search is out, none of the older results can be chosen", .tags(.s13))
  func resultsCannotBeChosenWhileSearching() async throws {
    let sut = makeSUT()
    await search("Berlin", on: sut)
    try #require(sut.view.itemsOnScreen == [berlinItem(), londonItem()])
    await sut.searchCities.holdAnswers()
    async let newer: Void = sut.presenter.didType("Lond")
    await sut.clock.sleepers(count: 1)
    sut.clock.advance(by: .milliseconds(300))
    await sut.searchCities.searches(count: 2)

    await sut.presenter.didChoose(cityID: anyCity().id)
    await sut.searchCities.answer("Lond", with: .success([]))
    await newer

    #expect(await sut.addCity.receivedParameters.isEmpty)
  }

  private func search(_ text: String, on sut: SUT) async {
    async let typed: Void = sut.presenter.didType(text)
    await sut.clock.sleepers(count: 1)
    sut.clock.advance(by: .milliseconds(300))
    await typed
  }

  private func replaceResults(by replacement: ResultsReplacement, on sut: SUT) async {
    switch replacement {
    case .noMatch:
      await sut.searchCities.answer(with: .success([]))
      await search("Zzyzx", on: sut)
    case .failedSearch:
      await sut.searchCities.answer(with: .failure(AnyError()))
      await search("Lond", on: sut)
    case .tooShortText: await sut.presenter.didType("L")
    case .clearedText: await sut.presenter.didType("")
    }
  }

  private typealias SUT = (
    presenter: AddCityPresenter, view: AddCityViewSpy, wireframe: AddCityWireframeInputSpy,
    moduleDelegate: AddCityModuleDelegateSpy, searchCities: SearchCitiesUseCaseSpy,
    addCity: AddCityUseCaseSpy, clock: TestClock
  )

  private func makeSUT() -> SUT {
    let searchCities = SearchCitiesUseCaseSpy(result: .success([anyCity(), otherCity()]))
    let (addCity, clock) = (AddCityUseCaseSpy(), TestClock())
    let (view, wireframe, moduleDelegate) = (
      AddCityViewSpy(), AddCityWireframeInputSpy(), AddCityModuleDelegateSpy()
    )
    let interactor = AddCityInteractor(
      searchCitiesUseCase: searchCities, addCityUseCase: addCity, clock: clock)
    let presenter = AddCityPresenter(interactor: interactor, wireframe: wireframe)
    (presenter.view, presenter.moduleDelegate) = (view, moduleDelegate)
    expectReleasedAfterTest(presenter)
    expectReleasedAfterTest(interactor)
    return (presenter, view, wireframe, moduleDelegate, searchCities, addCity, clock)
  }
}
