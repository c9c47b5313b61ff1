import CitiesDomain
import CitiesTestSupport
import CitiesVIPER
import Testing

@MainActor
@Suite("VIPER add-city interactor", .timeLimit(.minutes(1)), .endsRunWhenHung, .checksReleases)
struct AddCityInteractorTests {
  @Test("The found cities stay behind the results until another state replaces them", .tags(.s13))
  func foundCitiesStay() async {
    let sut = makeSUT()
    let outcome = await search("Berlin", on: sut)

    #expect(outcome.cities == [anyCity(), otherCity()])
    #expect(sut.interactor.city(withID: otherCity().id) == otherCity())
  }

  @Test(
    "A search superseded during the pause ends superseded, sending nothing", .tags(.s4, .s5))
  func supersededDuringPause() async {
    let sut = makeSUT()
    var sent = 0
    async let older = sut.interactor.search(for: "Berl") { sent += 1 }
    await sut.clock.sleepers(count: 1)

    _ = await sut.interactor.search(for: "B") {}

    #expect(await older.isSuperseded)
    #expect(sent == 0)
    #expect(await sut.searchCities.searchedTexts.isEmpty)
  }

  @Test("A late answer to an older query ends superseded and keeps no city", .tags(.s7))
  func lateAnswerIsSuperseded() async {
    let sut = makeSUT()
    await sut.searchCities.holdAnswers()
    async let older = sut.interactor.search(for: "Berl") {}
    await sut.clock.sleepers(count: 1)
    sut.clock.advance(by: .milliseconds(300))
    await sut.searchCities.searches(count: 1)

    _ = await sut.interactor.search(for: "") {}
    await sut.searchCities.answer("Berl", with: .success([anyCity()]))

    #expect(await older.isSuperseded)
    #expect(sut.interactor.city(withID: anyCity().id) == nil)
  }

  @Test("Choosing a city adds it through the use case", .tags(.s9))
  func addPassesThrough() async throws {
    let sut = makeSUT()
    try await sut.interactor.add(otherCity())

    #expect(await sut.addCity.receivedParameters == [AddCityParameters(city: otherCity())])
  }

  private func search(_ text: String, on sut: SUT) async -> CitySearchOutcome {
    async let outcome = sut.interactor.search(for: text) {}
    await sut.clock.sleepers(count: 1)
    sut.clock.advance(by: .milliseconds(300))
    return await outcome
  }

  private typealias SUT = (
    interactor: AddCityInteractor, searchCities: SearchCitiesUseCaseSpy,
    addCity: AddCityUseCaseSpy, clock: TestClock
  )

  private func makeSUT() -> SUT {
    let searchCities = SearchCitiesUseCaseSpy(result: .success([anyCity(), otherCity()]))
    let (addCity, clock) = (AddCityUseCaseSpy(), TestClock())
    let interactor = AddCityInteractor(
      searchCitiesUseCase: searchCities, addCityUseCase: addCity, clock: clock)
    expectReleasedAfterTest(interactor)
    return (interactor, searchCities, addCity, clock)
  }
}

extension CitySearchOutcome {
  fileprivate var cities: [City]? {
    if case .found(let cities, _) = self { cities } else { nil }
  }

  fileprivate var isSuperseded: Bool {
    if case .superseded = self { true } else { false }
  }
}
