import CitiesDomain
import CitiesMVP
import CitiesTestSupport
import CitiesWords
import Testing

@MainActor
@Suite("MVP add-city presenter: searching")
struct AddCitySearchTests {
  private let searchCities = SearchCitiesUseCaseSpy(result: .success([anyCity()]))
  private let clock = TestClock()
  private let view = AddCityViewSpy()
  private let presenter: any AddCityPresenter

  init() {
    presenter = AddCityConfigurator(
      searchCitiesUseCase: searchCities,
      addCityUseCase: AddCityUseCaseSpy(),
      clock: clock
    ).configure(view: view, router: AddCityRouterSpy())
    view.presenter = presenter
  }

  @Test("Before anything is typed the scene invites a search")
  func startsIdle() {
    presenter.viewDidLoad()

    #expect(view.messages == [.idle(AddCityWords.idle)])
  }

  @Test("Blank text shows the invitation again and searches nothing", arguments: ["", "   "])
  func blankTextIsIdle(text: String) async {
    await presenter.searchTextDidChange(text)

    #expect(view.messages == [.idle(AddCityWords.idle)])
    #expect(await searchCities.searchedTexts.isEmpty)
  }

  @Test("One letter asks for another and searches nothing", arguments: ["B", "  B "])
  func oneLetterShowsHint(text: String) async {
    await presenter.searchTextDidChange(text)

    #expect(view.messages == [.hint(AddCityWords.queryTooShort(minimumLength: 2))])
    #expect(await searchCities.searchedTexts.isEmpty)
  }

  @Test("300 ms after the last keystroke the trimmed text is searched and its results shown")
  func searchesAfterPause() async {
    async let typing: Void = presenter.searchTextDidChange("  Berlin ")
    await clock.sleepers(count: 1)

    clock.advance(by: .milliseconds(300))
    await typing

    #expect(await searchCities.searchedTexts == ["Berlin"])
    #expect(
      view.messages == [
        .searching, .results([CityCellViewSpy.Row(title: "Berlin", subtitle: "Germany")]),
      ]
    )
  }

  @Test("A keystroke at 299 ms restarts the wait, so only the latest text is searched")
  func keystrokeRestartsWait() async {
    async let first: Void = presenter.searchTextDidChange("Ber")
    await clock.sleepers(count: 1)
    clock.advance(by: .milliseconds(299))
    let stillWaitingAt299 = clock.sleeperCount == 1

    async let second: Void = presenter.searchTextDidChange("Berl")
    await first  // returns once the newer keystroke has cancelled the older wait
    await clock.sleepers(count: 1)
    clock.advance(by: .milliseconds(300))
    await second

    #expect(stillWaitingAt299, "the pause must not end before 300 ms")
    #expect(await searchCities.searchedTexts == ["Berl"])
  }

  @Test("An older search answering late never replaces the newer results")
  func staleAnswerIsDropped() async {
    await searchCities.holdAnswers()
    async let older: Void = presenter.searchTextDidChange("Lon")
    await clock.sleepers(count: 1)
    clock.advance(by: .milliseconds(300))
    await searchCities.searches(count: 1)
    async let newer: Void = presenter.searchTextDidChange("Berlin")
    await clock.sleepers(count: 1)
    clock.advance(by: .milliseconds(300))
    await searchCities.searches(count: 2)

    await searchCities.answer("Berlin", with: .success([anyCity()]))
    await newer
    await searchCities.answer("Lon", with: .success([otherCity()]))
    await older

    let berlin = CityCellViewSpy.Row(title: "Berlin", subtitle: "Germany")
    let firstRow = CityCellViewSpy()
    presenter.configure(cell: firstRow, forRow: 0)
    #expect(view.messages == [.searching, .searching, .results([berlin])])
    #expect(firstRow.row == berlin)
  }

  @Test("A search that finds nothing says so, quoting the trimmed text")
  func noMatch() async {
    await searchCities.answer(with: .success([]))

    async let typing: Void = presenter.searchTextDidChange(" Zzyzx  ")
    await clock.sleepers(count: 1)
    clock.advance(by: .milliseconds(300))
    await typing

    #expect(view.messages == [.searching, .noResults(AddCityWords.noMatches(query: "Zzyzx"))])
  }

  @Test("A failed search shows the error")
  func failedSearch() async {
    await searchCities.answer(with: .failure(AnyError("The service is down.")))

    async let typing: Void = presenter.searchTextDidChange("Berlin")
    await clock.sleepers(count: 1)
    clock.advance(by: .milliseconds(300))
    await typing

    #expect(
      view.messages == [
        .searching, .error(AddCityWords.searchFailed(reason: "The service is down.")),
      ])
  }

  @Test("A search the domain refuses as too short shows the hint with its length, not a failure")
  func refusedSearchShowsHint() async {
    await searchCities.answer(with: .failure(SearchCitiesError.queryTooShort(minimumLength: 3)))

    async let typing: Void = presenter.searchTextDidChange("Berlin")
    await clock.sleepers(count: 1)
    clock.advance(by: .milliseconds(300))
    await typing

    #expect(view.messages == [.searching, .hint(AddCityWords.queryTooShort(minimumLength: 3))])
  }

  @Test("Clearing the text drops the results and the pending search, and invites a search again")
  func clearingDropsEverything() async {
    async let found: Void = presenter.searchTextDidChange("Berlin")
    await clock.sleepers(count: 1)
    clock.advance(by: .milliseconds(300))
    await found
    async let pending: Void = presenter.searchTextDidChange("Lond")
    await clock.sleepers(count: 1)

    await presenter.searchTextDidChange("")
    await pending

    #expect(view.messages.last == .idle(AddCityWords.idle))
    #expect(presenter.numberOfSearchResults == 0)
    #expect(await searchCities.searchedTexts == ["Berlin"])
  }
}
