import CitiesDomain
import CitiesPresentationWords
import CitiesRedux
import CitiesReduxTestSupport
import CitiesTestSupport
import Testing

@MainActor
@Suite("Add-city reducer and effects", .timeLimit(.minutes(1)), .endsRunWhenHung, .checksReleases)
struct AddCityReducerTests {
  private let berlin = searchQuery("Berlin")

  @Test("The search starts idle, inviting the user to type", .tags(.s1))
  func idle() {
    #expect(AddCityState().content == .idle(message: AddCityWords.idle))
  }

  @Test("Text shorter than two letters shows the hint and sends nothing", .tags(.s2))
  func shortText() async {
    let (reducer, searchCities, _, _) = makeSUT()
    await withTestStore(initialState: AddCityState(), reducer: reducer) { store in
      await store.send(.queryChanged(" B ")) {
        $0.content = .hint(message: AddCityWords.queryTooShort(minimumLength: 2))
      }
    }
    #expect(await searchCities.searchedTexts.isEmpty)
  }

  @Test("Clearing the text invites the user to type again", .tags(.s1))
  func clearedText() async {
    let reducer = makeSUT().reducer
    let state = AddCityState(content: .hint(message: ""))
    await withTestStore(initialState: state, reducer: reducer) { store in
      await store.send(.queryChanged(" ")) { $0.content = .idle(message: AddCityWords.idle) }
    }
  }

  @Test(
    "300 ms after typing, not at 299 ms, searching shows, then one row per city found",
    .tags(.s3, .s8))
  func searchFindsCities() async {
    let (reducer, searchCities, _, clock) = makeSUT()
    await searchCities.answer(with: .success([anyCity(), otherCity()]))
    await withTestStore(initialState: AddCityState(), reducer: reducer) { store in
      await store.send(.queryChanged(" Berlin"))
      await clock.sleepers(count: 1)
      clock.advance(by: .milliseconds(299))
      #expect(clock.sleeperCount == 1, "the pause ended early")
      clock.advance(by: .milliseconds(1))
      await store.receive(.searchStarted(berlin)) { $0.content = .searching }
      await store.receive(.searchAnswered(berlin, [anyCity(), otherCity()])) {
        $0.results = [anyCity(), otherCity()]
        $0.content = .results(rows: [berlinRow(), londonRow()])
      }
    }
    #expect(await searchCities.searchedTexts == ["Berlin"])
  }

  @Test("A search that finds nothing quotes the query", .tags(.s3))
  func noMatches() async {
    let (reducer, searchCities, _, clock) = makeSUT()
    await searchCities.answer(with: .success([]))
    await withTestStore(initialState: AddCityState(), reducer: reducer) { store in
      await store.send(.queryChanged("Berlin"))
      await clock.sleepers(count: 1)
      clock.advance(by: .milliseconds(300))
      await store.receive(.searchStarted(berlin)) { $0.content = .searching }
      await store.receive(.searchAnswered(berlin, [])) {
        $0.content = .noMatches(message: AddCityWords.noMatches(query: "Berlin"))
      }
    }
  }

  @Test("A failed search shows its reason", .tags(.s3))
  func failedSearch() async {
    let (reducer, searchCities, _, clock) = makeSUT()
    await searchCities.answer(with: .failure(AnyError("You appear to be offline.")))
    await withTestStore(initialState: AddCityState(), reducer: reducer) { store in
      await store.send(.queryChanged("Berlin"))
      await clock.sleepers(count: 1)
      clock.advance(by: .milliseconds(300))
      await store.receive(.searchStarted(berlin)) { $0.content = .searching }
      await store.receive(.searchFailed(berlin, reason: "You appear to be offline.")) {
        $0.content = .failed(
          message: AddCityWords.searchFailed(reason: "You appear to be offline."))
      }
    }
  }

  @Test("A newer query cancels the older search, whose late answer is never received", .tags(.s7))
  func newerQueryCancelsOlder() async {
    let (reducer, searchCities, _, clock) = makeSUT()
    await searchCities.holdAnswers()
    let lon = searchQuery("Lon")
    await withTestStore(initialState: AddCityState(), reducer: reducer) { store in
      await store.send(.queryChanged("Lon"))
      await clock.sleepers(count: 1)
      clock.advance(by: .milliseconds(300))
      await store.receive(.searchStarted(lon)) { $0.content = .searching }
      await searchCities.searches(count: 1)
      await store.send(.queryChanged("Berlin"))
      await searchCities.answer("Lon", with: .success([otherCity()]))
      await clock.sleepers(count: 1)
      clock.advance(by: .milliseconds(300))
      await store.receive(.searchStarted(berlin))
      await searchCities.searches(count: 2)
      await searchCities.answer("Berlin", with: .success([anyCity()]))
      await store.receive(.searchAnswered(berlin, [anyCity()])) {
        $0.results = [anyCity()]
        $0.content = .results(rows: [berlinRow()])
      }
    }
  }

  @Test("Text that changes as the pause ends sends only the newer search", .tags(.s5))
  func textChangedAsThePauseEnds() async {
    let (reducer, searchCities, _, clock) = makeSUT()
    let berl = searchQuery("Berl")
    await withTestStore(initialState: AddCityState(), reducer: reducer) { store in
      await store.send(.queryChanged("Ber"))
      await clock.sleepers(count: 1)
      // The woken search needs the main actor to go on, and the newer text takes it first.
      clock.advance(by: .milliseconds(300))
      await store.send(.queryChanged("Berl"))
      await clock.sleepsBegun(count: 2)
      clock.advance(by: .milliseconds(300))
      await store.receive(.searchStarted(berl)) { $0.content = .searching }
      await store.receive(.searchAnswered(berl, [anyCity()])) {
        $0.results = [anyCity()]
        $0.content = .results(rows: [berlinRow()])
      }
    }
    #expect(await searchCities.searchedTexts == ["Berl"])
  }

  @Test("Text shortened during the pause cancels the waiting search", .tags(.s6))
  func textShortenedDuringThePause() async {
    let (reducer, searchCities, _, clock) = makeSUT()
    await withTestStore(initialState: AddCityState(), reducer: reducer) { store in
      await store.send(.queryChanged("Berlin"))
      await clock.sleepers(count: 1)
      await store.send(.queryChanged("B")) {
        $0.content = .hint(message: AddCityWords.queryTooShort(minimumLength: 2))
      }
    }
    #expect(await searchCities.searchedTexts.isEmpty)
  }

  @Test("Choosing a result saves its city and reports it to the list", .tags(.s9))
  func chooseResult() async {
    let (reducer, _, addCity, _) = makeSUT()
    await withTestStore(initialState: showing([anyCity()]), reducer: reducer) { store in
      await store.send(.resultTapped(row: berlinRow()))
      await store.receive(.delegate(.cityAdded(anyCity())))
    }
    #expect(await addCity.receivedParameters.map(\.city) == [anyCity()])
  }

  @Test("A city saved already shows the alert for it and stays open", .tags(.s10))
  func alreadySaved() async {
    let (reducer, _, addCity, _) = makeSUT()
    await addCity.fail(with: AddCityError.alreadySaved(anyCity()))
    await withTestStore(initialState: showing([anyCity()]), reducer: reducer) { store in
      await store.send(.resultTapped(row: berlinRow()))
      await store.receive(.addRefused(anyCity(), .alreadySaved(anyCity()))) {
        $0.alert = AddCityWords.alreadySaved(cityName: "Berlin")
      }
      await store.send(.alertDismissed) { $0.alert = nil }
    }
  }

  @Test("A failure to add shows its reason and stays open", .tags(.s11))
  func failedAdd() async {
    let (reducer, _, addCity, _) = makeSUT()
    await addCity.fail(with: AnyError("The disk is full."))
    await withTestStore(initialState: showing([anyCity()]), reducer: reducer) { store in
      await store.send(.resultTapped(row: berlinRow()))
      await store.receive(.addFailed(anyCity(), reason: "The disk is full.")) {
        $0.alert = AddCityWords.couldNotAdd(cityName: "Berlin", reason: "The disk is full.")
      }
    }
  }

  @Test(
    "Results the searching state replaced can no longer be chosen", .tags(.s13))
  func replacedResultsAreGone() async {
    let (reducer, searchCities, addCity, clock) = makeSUT()
    // Held, so that the row is chosen while the search is out, never after its answer.
    await searchCities.holdAnswers()
    await withTestStore(initialState: showing([anyCity()]), reducer: reducer) { store in
      await store.send(.queryChanged("Berlin"))
      await clock.sleepers(count: 1)
      clock.advance(by: .milliseconds(300))
      await store.receive(.searchStarted(berlin)) {
        $0.results = []
        $0.content = .searching
      }
      await store.send(.resultTapped(row: berlinRow()))
      await searchCities.searches(count: 1)
      await searchCities.answer("Berlin", with: .success([anyCity()]))
      await store.receive(.searchAnswered(berlin, [anyCity()])) {
        $0.results = [anyCity()]
        $0.content = .results(rows: [berlinRow()])
      }
    }
    #expect(await addCity.receivedParameters.isEmpty)
  }

  @Test("A city with a blank name shows the alert for it", .tags(.s14))
  func blankName() async {
    let (reducer, _, addCity, _) = makeSUT()
    await addCity.fail(with: AddCityError.blankName)
    await withTestStore(initialState: showing([anyCity()]), reducer: reducer) { store in
      await store.send(.resultTapped(row: berlinRow()))
      await store.receive(.addRefused(anyCity(), .blankName)) {
        $0.alert = AddCityWords.blankName
      }
    }
  }

  @Test("A query the use case refuses as too short shows the hint it carries", .tags(.s15))
  func refusedQuery() async {
    let (reducer, searchCities, _, clock) = makeSUT()
    await searchCities.answer(with: .failure(SearchCitiesError.queryTooShort(minimumLength: 3)))
    await withTestStore(initialState: AddCityState(), reducer: reducer) { store in
      await store.send(.queryChanged("Berlin"))
      await clock.sleepers(count: 1)
      clock.advance(by: .milliseconds(300))
      await store.receive(.searchStarted(berlin)) { $0.content = .searching }
      await store.receive(.searchRefused(berlin, .queryTooShort(minimumLength: 3))) {
        $0.content = .hint(message: AddCityWords.queryTooShort(minimumLength: 3))
      }
    }
  }

  private func makeSUT() -> (
    reducer: AddCityReducer, searchCities: SearchCitiesUseCaseSpy, addCity: AddCityUseCaseSpy,
    clock: TestClock
  ) {
    let searchCities = SearchCitiesUseCaseSpy(result: .success([anyCity()]))
    let addCity = AddCityUseCaseSpy()
    let clock = TestClock()
    let reducer = AddCityReducer(searchCities: searchCities, addCity: addCity, clock: clock)
    return (reducer, searchCities, addCity, clock)
  }

  private func showing(_ cities: [City]) -> AddCityState {
    AddCityState(content: .results(rows: cities.map(\.row)), results: cities)
  }
}

extension City {
  fileprivate var row: CityRow { CityRow(id: id, title: name, subtitle: "Germany") }
}
