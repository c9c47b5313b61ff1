import CitiesDomain
import CitiesMVVM
import CitiesMVVMTestSupport
import CitiesTestSupport
import Testing

@MainActor
@Suite(
  "Add city scene use case and assembler", .timeLimit(.minutes(1)), .endsRunWhenHung,
  .checksReleases)
struct AddCityWiringTests {
  private let searchCities: SearchCitiesUseCaseSpy
  private let addCity: AddCityUseCaseSpy

  init() {
    searchCities = SearchCitiesUseCaseSpy(result: .success([anyCity()]))
    addCity = AddCityUseCaseSpy()
  }

  @Test("The scene use case searches with the search use case")
  func searchesThroughSearchUseCase() async throws {
    let useCase = AddCitySceneUseCaseImplementation(searchCities: searchCities, addCity: addCity)

    let cities = try await useCase.searchCities(matching: "Berlin")

    #expect(cities == [anyCity()])
    #expect(await searchCities.searchedTexts == ["Berlin"])
  }

  @Test("The scene use case adds the chosen city and passes the refusal of a duplicate on")
  func addsThroughAddUseCase() async {
    let useCase = AddCitySceneUseCaseImplementation(searchCities: searchCities, addCity: addCity)
    await addCity.fail(with: AddCityError.alreadySaved(anyCity()))

    await #expect(throws: AddCityError.alreadySaved(anyCity())) { try await useCase.add(anyCity()) }
    #expect(await addCity.receivedParameters == [AddCityParameters(city: anyCity())])
  }

  @Test("The assembler's view model searches on the given clock and navigates by the navigator")
  func assemblerWiresTheScene() async {
    let navigator = AddCityNavigatorSpy()
    let clock = TestClock()
    let assembler = AddCityAssembler(searchCities: searchCities, addCity: addCity, clock: clock)
    let viewModel = assembler.makeViewModel(navigator: navigator)
    expectReleasedAfterTest(viewModel)

    async let typing: Void = viewModel.send(.queryChanged("Berlin"))
    await clock.sleepers(count: 1)
    clock.advance(by: .milliseconds(300))
    await typing
    await viewModel.send(.cancelTapped)

    #expect(await searchCities.searchedTexts == ["Berlin"])
    #expect(navigator.messages == [.closeAddCity])
  }
}
