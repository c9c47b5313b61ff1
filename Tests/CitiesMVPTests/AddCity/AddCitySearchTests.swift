import CitiesDomain
import CitiesMVP
import CitiesMVPTestSupport
import CitiesPresentationWords
import CitiesTestSupport
import Testing

@MainActor
@Suite(
  "MVP add-city presenter: searching", .timeLimit(.minutes(1)), .endsRunWhenHung, .checksReleases)
struct AddCitySearchTests {
  @Test("Before anything is typed the scene invites a search", .tags(.s1))
  func startsIdle() {
    let sut = makeSUT()

    sut.presenter.viewDidLoad()

    #expect(sut.view.messages == [.idle(AddCityWords.idle)])
  }

  @Test(
    "Blank text shows the invitation again and searches nothing", .tags(.s1),
    arguments: ["", "   "])
  func blankTextIsIdle(text: String) async {
    let sut = makeSUT()

    await sut.presenter.searchTextDidChange(text)

    #expect(sut.view.messages == [.idle(AddCityWords.idle)])
    #expect(await sut.searchCities.searchedTexts.isEmpty)
  }

  @Test(
    "One letter asks for another and searches nothing", .tags(.s2), arguments: ["B", "  B "])
  func oneLetterShowsHint(text: String) async {
    let sut = makeSUT()

    await sut.presenter.searchTextDidChange(text)

    #expect(sut.view.messages == [.hint(AddCityWords.queryTooShort(minimumLength: 2))])
    #expect(await sut.searchCities.searchedTexts.isEmpty)
  }

  @Test(
    "A search shows searching, then one row per result with the city's name and subtitle",
    .tags(.s3, .s8))
  func searchShowsResultRows() async {
    let sut = makeSUT()
    await sut.searchCities.answer(with: .success([anyCity(), otherCity()]))

    async let typing: Void = sut.presenter.searchTextDidChange("Berlin")
    await sut.clock.sleepers(count: 1)
    sut.clock.advance(by: .milliseconds(300))
    await typing

    #expect(
      sut.view.messages == [
        .searching,
        .results([
          CityCellViewSpy.Row(title: "Berlin", subtitle: "Germany"),
          CityCellViewSpy.Row(title: "London", subtitle: "England, United Kingdom"),
        ]),
      ]
    )
  }

  @Test("A search that finds nothing says so, quoting the trimmed text", .tags(.s3))
  func noMatch() async {
    let sut = makeSUT()
    await sut.searchCities.answer(with: .success([]))

    async let typing: Void = sut.presenter.searchTextDidChange(" Zzyzx  ")
    await sut.clock.sleepers(count: 1)
    sut.clock.advance(by: .milliseconds(300))
    await typing

    #expect(sut.view.messages == [.searching, .noResults(AddCityWords.noMatches(query: "Zzyzx"))])
  }

  @Test("A failed search shows the error", .tags(.s3))
  func failedSearch() async {
    let sut = makeSUT()
    await sut.searchCities.answer(with: .failure(AnyError("The service is down.")))

    async let typing: Void = sut.presenter.searchTextDidChange("Berlin")
    await sut.clock.sleepers(count: 1)
    sut.clock.advance(by: .milliseconds(300))
    await typing

    #expect(
      sut.view.messages == [
        .searching, .error(AddCityWords.searchFailed(reason: "The service is down.")),
      ])
  }

  @Test(
    "A search the domain refuses as too short shows the hint with its length, not a failure",
    .tags(.s15))
  func refusedSearchShowsHint() async {
    let sut = makeSUT()
    await sut.searchCities.answer(with: .failure(SearchCitiesError.queryTooShort(minimumLength: 3)))

    async let typing: Void = sut.presenter.searchTextDidChange("Berlin")
    await sut.clock.sleepers(count: 1)
    sut.clock.advance(by: .milliseconds(300))
    await typing

    #expect(sut.view.messages == [.searching, .hint(AddCityWords.queryTooShort(minimumLength: 3))])
  }

  @Test(
    "Clearing the text drops the results and the pending search, and invites a search again",
    .tags(.s1))
  func clearingDropsEverything() async {
    let sut = makeSUT()
    async let found: Void = sut.presenter.searchTextDidChange("Berlin")
    await sut.clock.sleepers(count: 1)
    sut.clock.advance(by: .milliseconds(300))
    await found
    async let pending: Void = sut.presenter.searchTextDidChange("Lond")
    await sut.clock.sleepers(count: 1)

    await sut.presenter.searchTextDidChange("")
    await pending

    #expect(sut.view.messages.last == .idle(AddCityWords.idle))
    #expect(sut.presenter.numberOfSearchResults == 0)
    #expect(await sut.searchCities.searchedTexts == ["Berlin"])
  }

  private func makeSUT() -> (
    presenter: any AddCityPresenter, view: AddCityViewSpy, searchCities: SearchCitiesUseCaseSpy,
    clock: TestClock
  ) {
    let searchCities = SearchCitiesUseCaseSpy(result: .success([anyCity()]))
    let clock = TestClock()
    let view = AddCityViewSpy()
    let presenter = AddCityConfigurator(
      searchCitiesUseCase: searchCities, addCityUseCase: AddCityUseCaseSpy(), clock: clock
    ).configure(view: view, router: AddCityRouterSpy())
    view.presenter = presenter
    expectReleasedAfterTest(presenter)
    return (presenter, view, searchCities, clock)
  }
}
