import CitiesDomain
import CitiesTestSupport
import CitiesVIP
import CitiesVIPTestSupport
import Testing

@MainActor
@Suite(
  "VIP add-city interactor: search timing", .timeLimit(.minutes(1)), .endsRunWhenHung,
  .checksReleases)
struct AddCitySearchTimingTests {
  private let presenter = AddCityPresentationLogicSpy()
  private let searchCities = SearchCitiesUseCaseSpy(result: .success([anyCity()]))
  private let clock = TestClock()

  @Test("The search goes out 300 ms after the last keystroke, not at 299 ms", .tags(.s3))
  func debounce() async {
    let interactor = makeSUT()
    async let searched: Void = interactor.searchCities(request: request("Berlin"))
    await clock.sleepers(count: 1)

    clock.advance(by: .milliseconds(299))
    let stillWaitingAt299 = clock.sleeperCount == 1
    let searchedEarly = await searchCities.searchedTexts
    let presentedEarly = presenter.messages
    clock.advance(by: .milliseconds(1))
    await searched

    #expect(stillWaitingAt299, "the pause must not end before 300 ms")
    #expect(searchedEarly.isEmpty)
    #expect(presentedEarly.isEmpty)
    #expect(await searchCities.searchedTexts == ["Berlin"])
    #expect(presenter.messages == [.presentSearching, .presentFound([anyCity()], query: "Berlin")])
  }

  @Test("The search is for the trimmed text", .tags(.s3))
  func searchesTrimmedText() async {
    let interactor = makeSUT()
    async let searched: Void = interactor.searchCities(request: request("  Berlin \n"))
    await clock.sleepers(count: 1)

    clock.advance(by: .milliseconds(300))
    await searched

    #expect(await searchCities.searchedTexts == ["Berlin"])
    #expect(presenter.messages.last == .presentFound([anyCity()], query: "Berlin"))
  }

  @Test(
    "A keystroke within 300 ms restarts the wait, and only the latest text is searched", .tags(.s4))
  func keystrokeRestartsWait() async {
    let interactor = makeSUT()
    async let first: Void = interactor.searchCities(request: request("Be"))
    await clock.sleepers(count: 1)
    clock.advance(by: .milliseconds(200))

    async let second: Void = interactor.searchCities(request: request("Ber"))
    await first
    await clock.sleepers(count: 1)
    clock.advance(by: .milliseconds(300))
    await second

    #expect(await searchCities.searchedTexts == ["Ber"])
    #expect(presenter.messages == [.presentSearching, .presentFound([anyCity()], query: "Ber")])
  }

  @Test("A late answer to an older query never replaces the newer results", .tags(.s7))
  func staleAnswerIsDropped() async {
    let interactor = makeSUT()
    await searchCities.holdAnswers()
    async let older: Void = interactor.searchCities(request: request("Be"))
    await clock.sleepers(count: 1)
    clock.advance(by: .milliseconds(300))
    await searchCities.searches(count: 1)
    async let newer: Void = interactor.searchCities(request: request("Ber"))
    await clock.sleepers(count: 1)
    clock.advance(by: .milliseconds(300))
    await searchCities.searches(count: 2)

    await searchCities.answer("Ber", with: .success([otherCity()]))
    await newer
    await searchCities.answer("Be", with: .success([anyCity()]))
    await older

    #expect(
      presenter.messages == [
        .presentSearching, .presentSearching, .presentFound([otherCity()], query: "Ber"),
      ])
  }

  @Test(
    "Clearing the text drops the answer of the search still out, and shows idle", .tags(.s1))
  func clearingDropsAnswer() async {
    let interactor = makeSUT()
    await searchCities.holdAnswers()
    async let search: Void = interactor.searchCities(request: request("Berlin"))
    await clock.sleepers(count: 1)
    clock.advance(by: .milliseconds(300))
    await searchCities.searches(count: 1)

    await interactor.searchCities(request: request(""))
    await searchCities.answer("Berlin", with: .success([anyCity()]))
    await search

    #expect(presenter.messages == [.presentSearching, .presentIdle])
  }

  @Test("Typing one letter during the wait cancels the search before it goes out", .tags(.s6))
  func shortTextCancelsWait() async {
    let interactor = makeSUT()
    async let search: Void = interactor.searchCities(request: request("Berlin"))
    await clock.sleepers(count: 1)

    await interactor.searchCities(request: request("B"))
    clock.advance(by: .seconds(1))
    await search

    #expect(await searchCities.searchedTexts.isEmpty)
    #expect(presenter.messages == [.presentTooShort(minimumLength: 2)])
  }

  private func makeSUT() -> AddCityInteractor {
    let interactor = AddCityInteractor(
      presenter: presenter, searchCitiesUseCase: searchCities, addCityUseCase: AddCityUseCaseSpy(),
      clock: clock)
    expectReleasedAfterTest(interactor)
    return interactor
  }
}

private func request(_ text: String) -> AddCity.SearchCities.Request {
  AddCity.SearchCities.Request(text: text)
}
