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
  @Test("The scene use case searches with the search use case")
  func searchesThroughSearchUseCase() async throws {
    let (assembler, searchCities, _, _) = makeSUT()

    let cities = try await assembler.makeSceneUseCase().searchCities(matching: "Berlin")

    #expect(cities == [anyCity()])
    #expect(await searchCities.searchedTexts == ["Berlin"])
  }

  @Test("The scene use case adds the chosen city and passes the refusal of a duplicate on")
  func addsThroughAddUseCase() async {
    let (assembler, _, addCity, _) = makeSUT()
    let useCase = assembler.makeSceneUseCase()
    await addCity.fail(with: AddCityError.alreadySaved(anyCity()))

    await #expect(throws: AddCityError.alreadySaved(anyCity())) { try await useCase.add(anyCity()) }
    #expect(await addCity.receivedParameters == [AddCityParameters(city: anyCity())])
  }

  @Test("The assembler's view model searches on the given clock and navigates by the navigator")
  func assemblerWiresTheScene() async {
    let (assembler, searchCities, _, clock) = makeSUT()
    let navigator = AddCityNavigatorSpy()
    let viewModel = assembler.makeViewModel(navigator: navigator)
    expectReleasedAfterTest(viewModel)

    async let typing: Void = viewModel.didChangeQuery("Berlin")
    await clock.sleepers(count: 1)
    clock.advance(by: .milliseconds(300))
    await typing
    viewModel.didCancelSearch()

    #expect(await searchCities.searchedTexts == ["Berlin"])
    #expect(navigator.messages == [.closeAddCity])
  }

  private func makeSUT() -> (
    assembler: AddCityAssembler, searchCities: SearchCitiesUseCaseSpy, addCity: AddCityUseCaseSpy,
    clock: TestClock
  ) {
    let searchCities = SearchCitiesUseCaseSpy(result: .success([anyCity()]))
    let addCity = AddCityUseCaseSpy()
    let clock = TestClock()
    let assembler = AddCityAssembler(searchCities: searchCities, addCity: addCity, clock: clock)
    return (assembler, searchCities, addCity, clock)
  }
}
