import CitiesDomain
import CitiesMVVM
import CitiesTestSupport
import CitiesWords
import Testing

@MainActor
@Suite("Add city view model: searching")
struct AddCitySearchTests {
  private let searchCities: SearchCitiesUseCaseSpy
  private let navigator: AddCityNavigatorSpy
  private let clock: TestClock

  init() {
    searchCities = SearchCitiesUseCaseSpy(result: .success([anyCity()]))
    navigator = AddCityNavigatorSpy()
    clock = TestClock()
  }

  @Test("Before anything is typed the search invites the user to type")
  func idleAtFirst() {
    let (viewModel, _) = makeSUT()

    #expect(viewModel.state == .idle(message: AddCityWords.idle))
  }

  @Test("Blank text goes back to the invitation and sends no request", arguments: ["", "  ", "\t"])
  func blankTextIsIdle(text: String) async {
    let (viewModel, _) = makeSUT()
    await viewModel.send(.queryChanged("B"))

    await viewModel.send(.queryChanged(text))

    #expect(viewModel.state == .idle(message: AddCityWords.idle))
    #expect(await searchCities.searchedTexts.isEmpty)
  }

  @Test("One letter asks for a second one and sends no request", arguments: ["B", " B ", "ö\n"])
  func oneLetterIsAHint(text: String) async {
    let (viewModel, _) = makeSUT()

    await viewModel.send(.queryChanged(text))

    #expect(viewModel.state == .hint(message: AddCityWords.queryTooShort(minimumLength: 2)))
    #expect(await searchCities.searchedTexts.isEmpty)
  }

  @Test("A search waits 300 ms after the last keystroke, then sends the trimmed text")
  func debouncesThenSearchesTrimmedText() async {
    let (viewModel, _) = makeSUT()
    async let typing: Void = viewModel.send(.queryChanged("  Berlin "))
    await clock.sleepers(count: 1)

    clock.advance(by: .milliseconds(299))
    let stillWaitingAt299 = clock.sleeperCount == 1
    let searchedTooEarly = await searchCities.searchedTexts
    clock.advance(by: .milliseconds(1))
    await typing

    #expect(stillWaitingAt299, "the pause must not end before 300 ms")
    #expect(searchedTooEarly.isEmpty)
    #expect(await searchCities.searchedTexts == ["Berlin"])
  }

  @Test("Typing on before 300 ms replaces the pending search")
  func typingOnReplacesPendingSearch() async {
    let (viewModel, _) = makeSUT()
    async let firstTyping: Void = viewModel.send(.queryChanged("Be"))
    await clock.sleepers(count: 1)
    async let secondTyping: Void = viewModel.send(.queryChanged("Ber"))
    await firstTyping
    await clock.sleepers(count: 1)

    clock.advance(by: .milliseconds(300))
    await secondTyping

    #expect(await searchCities.searchedTexts == ["Ber"])
  }

  @Test("Shortening the text to one letter cancels the pending search")
  func shorteningCancelsPendingSearch() async {
    let (viewModel, _) = makeSUT()
    async let typing: Void = viewModel.send(.queryChanged("Be"))
    await clock.sleepers(count: 1)

    await viewModel.send(.queryChanged("B"))
    clock.advance(by: .seconds(1))
    await typing

    #expect(await searchCities.searchedTexts.isEmpty)
    #expect(viewModel.state == .hint(message: AddCityWords.queryTooShort(minimumLength: 2)))
  }

  @Test("A search shows searching, then one row per result")
  func searchingThenResults() async {
    let (viewModel, view) = makeSUT()
    await searchCities.holdAnswers()
    async let typing: Void = viewModel.send(.queryChanged("Berlin"))
    await clock.sleepers(count: 1)
    clock.advance(by: .milliseconds(300))
    await searchCities.searches(count: 1)
    let stateWhileWaiting = viewModel.state

    await searchCities.answer("Berlin", with: .success([anyCity(), otherCity()]))
    await typing

    #expect(stateWhileWaiting == .searching)
    #expect(
      view.values.suffix(2) == [
        .searching,
        .results(rows: [
          CityRow(id: anyCity().id, title: "Berlin", subtitle: "Germany"),
          CityRow(id: otherCity().id, title: "London", subtitle: "England, United Kingdom"),
        ]),
      ])
  }

  @Test("A search without a match says so, quoting the trimmed query")
  func noMatch() async {
    let (viewModel, _) = makeSUT()
    await searchCities.answer(with: .success([]))

    await search(" Zzyzx ", in: viewModel)

    #expect(viewModel.state == .noMatches(message: AddCityWords.noMatches(query: "Zzyzx")))
  }

  @Test("A failed search shows why")
  func failedSearch() async {
    let (viewModel, _) = makeSUT()
    await searchCities.answer(with: .failure(AnyError("The service is down.")))

    await search("Berlin", in: viewModel)

    #expect(
      viewModel.state == .failed(message: AddCityWords.searchFailed(reason: "The service is down."))
    )
  }

  @Test("A search the domain refuses as too short shows the hint with its length, not a failure")
  func refusedSearchShowsHint() async {
    let (viewModel, _) = makeSUT()
    await searchCities.answer(with: .failure(SearchCitiesError.queryTooShort(minimumLength: 3)))

    await search("Berlin", in: viewModel)

    #expect(viewModel.state == .hint(message: AddCityWords.queryTooShort(minimumLength: 3)))
  }

  @Test("A late answer to an older query never replaces the newer query's results")
  func staleAnswerIsIgnored() async {
    let (viewModel, _) = makeSUT()
    await searchCities.holdAnswers()
    async let olderTyping: Void = viewModel.send(.queryChanged("Lon"))
    await clock.sleepers(count: 1)
    clock.advance(by: .milliseconds(300))
    await searchCities.searches(count: 1)
    async let newerTyping: Void = viewModel.send(.queryChanged("Berlin"))
    await clock.sleepers(count: 1)
    clock.advance(by: .milliseconds(300))
    await searchCities.searches(count: 2)

    await searchCities.answer("Berlin", with: .success([anyCity()]))
    await newerTyping
    await searchCities.answer("Lon", with: .success([otherCity()]))
    await olderTyping

    #expect(await searchCities.searchedTexts == ["Lon", "Berlin"])
    #expect(
      viewModel.state
        == .results(rows: [CityRow(id: anyCity().id, title: "Berlin", subtitle: "Germany")]))
  }

  private func makeSUT() -> (viewModel: AddCityViewModel, view: ObservationSpy<AddCityState>) {
    let useCase = AddCitySceneUseCaseImplementation(
      searchCities: searchCities, addCity: AddCityUseCaseSpy())
    let viewModel = AddCityViewModel(useCase: useCase, navigator: navigator, clock: clock)
    return (viewModel, ObservationSpy { viewModel.state })
  }

  private func search(_ text: String, in viewModel: AddCityViewModel) async {
    async let typing: Void = viewModel.send(.queryChanged(text))
    await clock.sleepers(count: 1)
    clock.advance(by: .milliseconds(300))
    await typing
  }
}
