import CitiesDomain
import CitiesTestSupport
import CitiesVIPER
import Testing

@MainActor
@Suite("VIPER add-city interactor", .timeLimit(.minutes(1)), .endsRunWhenHung, .checksReleases)
struct AddCityInteractorTests {
  private let searchCities = SearchCitiesUseCaseSpy(result: .success([anyCity(), otherCity()]))
  private let addCity = AddCityUseCaseSpy()
  private let clock = TestClock()
  private let interactor: AddCityInteractor

  init() {
    interactor = AddCityInteractor(
      searchCitiesUseCase: searchCities, addCityUseCase: addCity, clock: clock)
    expectReleasedAfterTest(interactor)
  }

  @Test("The found cities stay behind the results until another state replaces them", .tags(.s13))
  func foundCitiesStay() async {
    let outcome = await search("Berlin")

    #expect(outcome.cities == [anyCity(), otherCity()])
    #expect(interactor.city(withID: otherCity().id) == otherCity())
  }

  @Test(
    "A search superseded during the pause ends superseded, sending nothing", .tags(.s4, .s5))
  func supersededDuringPause() async {
    var sent = 0
    async let older = interactor.search(for: "Berl") { sent += 1 }
    await clock.sleepers(count: 1)

    _ = await interactor.search(for: "B") {}

    #expect(await older.isSuperseded)
    #expect(sent == 0)
    #expect(await searchCities.searchedTexts.isEmpty)
  }

  @Test("A late answer to an older query ends superseded and keeps no city", .tags(.s7))
  func lateAnswerIsSuperseded() async {
    await searchCities.holdAnswers()
    async let older = interactor.search(for: "Berl") {}
    await clock.sleepers(count: 1)
    clock.advance(by: .milliseconds(300))
    await searchCities.searches(count: 1)

    _ = await interactor.search(for: "") {}
    await searchCities.answer("Berl", with: .success([anyCity()]))

    #expect(await older.isSuperseded)
    #expect(interactor.city(withID: anyCity().id) == nil)
  }

  @Test("Choosing a city adds it through the use case", .tags(.s9))
  func addPassesThrough() async throws {
    try await interactor.add(otherCity())

    #expect(await addCity.receivedParameters == [AddCityParameters(city: otherCity())])
  }

  private func search(_ text: String) async -> CitySearchOutcome {
    async let outcome = interactor.search(for: text) {}
    await clock.sleepers(count: 1)
    clock.advance(by: .milliseconds(300))
    return await outcome
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
