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
    expectReleasedAfterTest(presenter)
  }

  @Test("Before anything is typed the scene invites a search", .tags(.s1))
  func startsIdle() {
    presenter.viewDidLoad()

    #expect(view.messages == [.idle(AddCityWords.idle)])
  }

  @Test(
    "Blank text shows the invitation again and searches nothing", .tags(.s1),
    arguments: ["", "   "])
  func blankTextIsIdle(text: String) async {
    await presenter.searchTextDidChange(text)

    #expect(view.messages == [.idle(AddCityWords.idle)])
    #expect(await searchCities.searchedTexts.isEmpty)
  }

  @Test(
    "One letter asks for another and searches nothing", .tags(.s2), arguments: ["B", "  B "])
  func oneLetterShowsHint(text: String) async {
    await presenter.searchTextDidChange(text)

    #expect(view.messages == [.hint(AddCityWords.queryTooShort(minimumLength: 2))])
    #expect(await searchCities.searchedTexts.isEmpty)
  }

  @Test(
    "A search shows searching, then one row per result with the city's name and subtitle",
    .tags(.s3, .s8))
  func searchShowsResultRows() async {
    await searchCities.answer(with: .success([anyCity(), otherCity()]))

    async let typing: Void = presenter.searchTextDidChange("Berlin")
    await clock.sleepers(count: 1)
    clock.advance(by: .milliseconds(300))
    await typing

    #expect(
      view.messages == [
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
    await searchCities.answer(with: .success([]))

    async let typing: Void = presenter.searchTextDidChange(" Zzyzx  ")
    await clock.sleepers(count: 1)
    clock.advance(by: .milliseconds(300))
    await typing

    #expect(view.messages == [.searching, .noResults(AddCityWords.noMatches(query: "Zzyzx"))])
  }

  @Test("A failed search shows the error", .tags(.s3))
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

  @Test(
    "A search the domain refuses as too short shows the hint with its length, not a failure",
    .tags(.s15))
  func refusedSearchShowsHint() async {
    await searchCities.answer(with: .failure(SearchCitiesError.queryTooShort(minimumLength: 3)))

    async let typing: Void = presenter.searchTextDidChange("Berlin")
    await clock.sleepers(count: 1)
    clock.advance(by: .milliseconds(300))
    await typing

    #expect(view.messages == [.searching, .hint(AddCityWords.queryTooShort(minimumLength: 3))])
  }

  @Test(
    "Clearing the text drops the results and the pending search, and invites a search again",
    .tags(.s1))
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
