import CitiesDomain
import CitiesMVVM
import CitiesMVVMTestSupport
import CitiesPresentationWords
import CitiesTestSupport
import Testing

@MainActor
@Suite("Add city view model: searching", .timeLimit(.minutes(1)), .endsRunWhenHung, .checksReleases)
struct AddCitySearchTests {
  @Test("Before anything is typed the search invites the user to type", .tags(.s1))
  func idleAtFirst() {
    let (viewModel, _, _, _) = makeSUT()

    #expect(viewModel.state == .idle(message: AddCityWords.idle))
  }

  @Test(
    "Blank text goes back to the invitation and sends no request", .tags(.s1),
    arguments: ["", "  ", "\t"])
  func blankTextIsIdle(text: String) async {
    let (viewModel, _, useCase, _) = makeSUT()
    await viewModel.didChangeQuery("B")

    await viewModel.didChangeQuery(text)

    #expect(viewModel.state == .idle(message: AddCityWords.idle))
    #expect(await useCase.searches.searchedTexts.isEmpty)
  }

  @Test(
    "One letter asks for a second one and sends no request", .tags(.s2),
    arguments: ["B", " B ", "ö\n"])
  func oneLetterIsAHint(text: String) async {
    let (viewModel, _, useCase, _) = makeSUT()

    await viewModel.didChangeQuery(text)

    #expect(viewModel.state == .hint(message: AddCityWords.queryTooShort(minimumLength: 2)))
    #expect(await useCase.searches.searchedTexts.isEmpty)
  }

  @Test("A search shows searching, then one row per result", .tags(.s3, .s8))
  func searchingThenResults() async {
    let (viewModel, view, useCase, clock) = makeSUT()
    await useCase.searches.holdAnswers()
    async let typing: Void = viewModel.didChangeQuery("Berlin")
    await clock.sleepers(count: 1)
    clock.advance(by: .milliseconds(300))
    await useCase.searches.searches(count: 1)
    let stateWhileWaiting = viewModel.state

    await useCase.searches.answer("Berlin", with: .success([anyCity(), otherCity()]))
    await typing

    #expect(stateWhileWaiting == .searching)
    #expect(
      view.values.suffix(2) == [
        .searching,
        .results(items: [
          CityItemViewModel(id: anyCity().id, title: "Berlin", subtitle: "Germany"),
          CityItemViewModel(
            id: otherCity().id, title: "London", subtitle: "England, United Kingdom"),
        ]),
      ])
  }

  @Test("A search without a match says so, quoting the trimmed query", .tags(.s3))
  func noMatch() async {
    let (viewModel, _, useCase, clock) = makeSUT()
    await useCase.searches.answer(with: .success([]))

    await search(" Zzyzx ", in: viewModel, on: clock)

    #expect(viewModel.state == .noMatches(message: AddCityWords.noMatches(query: "Zzyzx")))
  }

  @Test("A failed search shows why", .tags(.s3))
  func failedSearch() async {
    let (viewModel, _, useCase, clock) = makeSUT()
    await useCase.searches.answer(with: .failure(AnyError("The service is down.")))

    await search("Berlin", in: viewModel, on: clock)

    #expect(
      viewModel.state == .failed(message: AddCityWords.searchFailed(reason: "The service is down."))
    )
  }

  @Test(
    "A search the domain refuses as too short shows the hint with its length, not a failure",
    .tags(.s15))
  func refusedSearchShowsHint() async {
    let (viewModel, _, useCase, clock) = makeSUT()
    await useCase.searches.answer(with: .failure(SearchCitiesError.queryTooShort(minimumLength: 3)))

    await search("Berlin", in: viewModel, on: clock)

    #expect(viewModel.state == .hint(message: AddCityWords.queryTooShort(minimumLength: 3)))
  }

  private func makeSUT() -> (
    viewModel: AddCityViewModel, view: ObservationSpy<AddCityState>,
    useCase: AddCitySceneUseCaseSpy, clock: TestClock
  ) {
    let useCase = AddCitySceneUseCaseSpy(
      searches: SearchCitiesUseCaseSpy(result: .success([anyCity()])))
    let clock = TestClock()
    let viewModel = AddCityViewModel(
      useCase: useCase, navigator: AddCityNavigatorSpy(), clock: clock)
    expectReleasedAfterTest(viewModel)
    return (viewModel, ObservationSpy { viewModel.state }, useCase, clock)
  }

  private func search(_ text: String, in viewModel: AddCityViewModel, on clock: TestClock) async {
    async let typing: Void = viewModel.didChangeQuery(text)
    await clock.sleepers(count: 1)
    clock.advance(by: .milliseconds(300))
    await typing
  }
}
