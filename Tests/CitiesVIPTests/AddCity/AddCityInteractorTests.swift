import CitiesDomain
import CitiesTestSupport
import CitiesVIP
import CitiesVIPTestSupport
import Testing

@MainActor
@Suite("VIP add-city interactor", .timeLimit(.minutes(1)), .endsRunWhenHung, .checksReleases)
struct AddCityInteractorTests {
  private let presenter = AddCityPresentationLogicSpy()
  private let searchCities = SearchCitiesUseCaseSpy(result: .success([anyCity(), otherCity()]))
  private let addCity = AddCityUseCaseSpy()
  private let clock = TestClock()

  @Test(
    "Nothing but white space presents the idle state and sends no request", .tags(.s1),
    arguments: ["", "   ", "\n\t"])
  func blankTextIsIdle(text: String) async {
    let interactor = makeSUT()
    await interactor.searchCities(request: AddCity.SearchCities.Request(text: text))

    #expect(presenter.messages == [.presentIdle])
    #expect(await searchCities.searchedTexts.isEmpty)
  }

  @Test(
    "One letter presents the hint and sends no request", .tags(.s2), arguments: ["B", "  B ", "é"])
  func oneLetterIsHint(text: String) async {
    let interactor = makeSUT()
    await interactor.searchCities(request: AddCity.SearchCities.Request(text: text))

    #expect(presenter.messages == [.presentTooShort(minimumLength: 2)])
    #expect(await searchCities.searchedTexts.isEmpty)
  }

  @Test("A failed search is presented with its reason", .tags(.s3))
  func searchFailure() async {
    let interactor = makeSUT()
    await searchCities.answer(with: .failure(AnyError("offline")))

    await search("Berlin", on: interactor)

    #expect(presenter.messages == [.presentSearching, .presentSearchFailure("offline")])
  }

  @Test(
    "Choosing a result adds its city, keeps it in the data store and presents it as added",
    .tags(.s9))
  func chooseAdds() async {
    let interactor = makeSUT()
    await search("Berlin", on: interactor)

    await interactor.chooseCity(request: AddCity.ChooseCity.Request(cityID: otherCity().id))

    #expect(await addCity.receivedParameters == [AddCityParameters(city: otherCity())])
    #expect(presenter.messages.last == .presentAdded(otherCity()))
    #expect(interactor.addedCity == otherCity())
  }

  @Test(
    "Choosing a city that is saved already presents the refusal with the duplicate error",
    .tags(.s10))
  func chooseDuplicateIsRefused() async {
    let interactor = makeSUT()
    await search("Berlin", on: interactor)
    await addCity.fail(with: AddCityError.alreadySaved(anyCity()))

    await interactor.chooseCity(request: AddCity.ChooseCity.Request(cityID: anyCity().id))

    #expect(
      presenter.messages.last
        == .presentRefused(anyCity(), "\(AddCityError.alreadySaved(anyCity()))"))
  }

  @Test("A failed add is presented with the chosen city and the reason", .tags(.s11))
  func chooseFailureIsRefused() async {
    let interactor = makeSUT()
    await search("Berlin", on: interactor)
    await addCity.fail(with: AnyError("disk full"))

    await interactor.chooseCity(request: AddCity.ChooseCity.Request(cityID: anyCity().id))

    #expect(presenter.messages.last == .presentRefused(anyCity(), "disk full"))
  }

  @Test(
    "Once the results make way for another state, none of them can be chosen", .tags(.s13),
    arguments: ResultsReplacement.allCases)
  func replacedResultsCannotBeChosen(by replacement: ResultsReplacement) async throws {
    let interactor = makeSUT()
    await search("Berlin", on: interactor)
    try #require(
      presenter.messages.last == .presentFound([anyCity(), otherCity()], query: "Berlin"))
    await replaceResults(by: replacement, on: interactor)

    await interactor.chooseCity(request: AddCity.ChooseCity.Request(cityID: anyCity().id))

    #expect(await addCity.receivedParameters.isEmpty)
    #expect(!presenter.messages.contains(.presentAdded(anyCity())))
  }

  @Test("While a newer search is out, none of the older results can be chosen", .tags(.s13))
  func resultsCannotBeChosenWhileSearching() async throws {
    let interactor = makeSUT()
    await search("Berlin", on: interactor)
    try #require(
      presenter.messages.last == .presentFound([anyCity(), otherCity()], query: "Berlin"))
    await searchCities.holdAnswers()
    async let newer: Void = interactor.searchCities(
      request: AddCity.SearchCities.Request(text: "Lond"))
    await clock.sleepers(count: 1)
    clock.advance(by: .milliseconds(300))
    await searchCities.searches(count: 2)

    await interactor.chooseCity(request: AddCity.ChooseCity.Request(cityID: anyCity().id))
    await searchCities.answer("Lond", with: .success([]))
    await newer

    #expect(await addCity.receivedParameters.isEmpty)
  }

  private func search(_ text: String, on interactor: AddCityInteractor) async {
    async let searched: Void = interactor.searchCities(
      request: AddCity.SearchCities.Request(text: text))
    await clock.sleepers(count: 1)
    clock.advance(by: .milliseconds(300))
    await searched
  }

  private func replaceResults(
    by replacement: ResultsReplacement, on interactor: AddCityInteractor
  ) async {
    switch replacement {
    case .noMatch:
      await searchCities.answer(with: .success([]))
      await search("Zzyzx", on: interactor)
    case .failedSearch:
      await searchCities.answer(with: .failure(AnyError()))
      await search("Lond", on: interactor)
    case .tooShortText:
      await interactor.searchCities(request: AddCity.SearchCities.Request(text: "L"))
    case .clearedText:
      await interactor.searchCities(request: AddCity.SearchCities.Request(text: ""))
    }
  }

  private func makeSUT() -> AddCityInteractor {
    let interactor = AddCityInteractor(
      presenter: presenter, searchCitiesUseCase: searchCities, addCityUseCase: addCity,
      clock: clock)
    expectReleasedAfterTest(interactor)
    return interactor
  }
}
