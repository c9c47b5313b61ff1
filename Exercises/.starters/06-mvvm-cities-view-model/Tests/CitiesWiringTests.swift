// Made by scripts/kata.py from Tests/CitiesMVVMTests/Cities/CitiesWiringTests.swift.

import CitiesDomain
import CitiesTestSupport
import Exercise06Starter
import Testing

@MainActor
@Suite(
  "Cities scene use case and assembler", .timeLimit(.minutes(1)), .endsRunWhenHung, .checksReleases)
struct CitiesWiringTests {
  @Test("The scene use case lists the cities of the display use case")
  func listsThroughDisplayUseCase() async throws {
    let (assembler, _, _) = makeSUT()

    let cities = try await assembler.makeSceneUseCase().cities()

    #expect(cities == [anyCity()])
  }

  @Test("The scene use case deletes through the delete use case and passes its errors on")
  func deletesThroughDeleteUseCase() async {
    let (assembler, _, deleteCity) = makeSUT()
    let useCase = assembler.makeSceneUseCase()
    await deleteCity.fail(with: AnyError("The disk is full."))

    await #expect(throws: AnyError("The disk is full.")) { try await useCase.delete(otherCity()) }
    #expect(await deleteCity.deletedCities == [otherCity()])
  }

  @Test("The scene use case puts a city back through the restore use case", .tags(.l15))
  func restoresThroughRestoreUseCase() async throws {
    let restoreCity = RestoreCityUseCaseSpy()
    let useCase = makeSUT(restoreCity: restoreCity).assembler.makeSceneUseCase()

    try await useCase.restore(otherCity(), at: 1)

    let restore = try #require(await restoreCity.restores.first)
    #expect(restore.city == otherCity() && restore.position == 1)
  }

  @Test("The assembler's view model loads through the use cases and navigates by the navigator")
  func assemblerWiresTheScene() async {
    let (assembler, displayCities, _) = makeSUT()
    let navigator = CitiesNavigatorSpy()
    let viewModel = assembler.makeViewModel(navigator: navigator)
    expectReleasedAfterTest(viewModel)

    await viewModel.viewDidAppear()
    viewModel.didTapAdd()

    #expect(await displayCities.callCount == 1)
    #expect(navigator.messages == [.showAddCity])
  }

  private func makeSUT(restoreCity: RestoreCityUseCaseSpy = RestoreCityUseCaseSpy()) -> (
    assembler: CitiesAssembler, displayCities: DisplayCitiesUseCaseStub,
    deleteCity: DeleteCityUseCaseSpy
  ) {
    let displayCities = DisplayCitiesUseCaseStub(result: .success([anyCity()]))
    let deleteCity = DeleteCityUseCaseSpy()
    let assembler = CitiesAssembler(
      displayCities: displayCities, deleteCity: deleteCity, restoreCity: restoreCity,
      settings: CitiesListSettings())
    return (assembler, displayCities, deleteCity)
  }
}
