// Made by scripts/kata.py from Tests/CitiesMVVMTests/Cities/CitiesWiringTests.swift.

import CitiesDomain
import CitiesTestSupport
import Testing

@MainActor
@Suite(
  "Cities scene use case and assembler", .timeLimit(.minutes(1)), .endsRunWhenHung, .checksReleases)
struct CitiesWiringTests {
  private let displayCities: DisplayCitiesUseCaseStub
  private let deleteCity: DeleteCityUseCaseSpy

  init() {
    displayCities = DisplayCitiesUseCaseStub(result: .success([anyCity()]))
    deleteCity = DeleteCityUseCaseSpy()
  }

  @Test("The scene use case lists the cities of the display use case")
  func listsThroughDisplayUseCase() async throws {
    let useCase = CitiesSceneUseCaseImplementation(
      displayCities: displayCities, deleteCity: deleteCity)

    let cities = try await useCase.cities()

    #expect(cities == [anyCity()])
  }

  @Test("The scene use case deletes through the delete use case and passes its errors on")
  func deletesThroughDeleteUseCase() async {
    let useCase = CitiesSceneUseCaseImplementation(
      displayCities: displayCities, deleteCity: deleteCity)
    await deleteCity.fail(with: AnyError("The disk is full."))

    await #expect(throws: AnyError("The disk is full.")) { try await useCase.delete(otherCity()) }
    #expect(await deleteCity.deletedCities == [otherCity()])
  }

  @Test("The assembler's view model loads through the use cases and navigates by the navigator")
  func assemblerWiresTheScene() async {
    let navigator = CitiesNavigatorSpy()
    let assembler = CitiesAssembler(displayCities: displayCities, deleteCity: deleteCity)
    let viewModel = assembler.makeViewModel(navigator: navigator)
    expectReleasedAfterTest(viewModel)

    await viewModel.send(.appeared)
    await viewModel.send(.addTapped)

    #expect(await displayCities.callCount == 1)
    #expect(navigator.messages == [.showAddCity])
  }
}
