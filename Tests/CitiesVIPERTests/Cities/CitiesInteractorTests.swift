import CitiesDomain
import CitiesTestSupport
import CitiesVIPER
import Testing

@MainActor
@Suite("VIPER cities interactor", .timeLimit(.minutes(1)), .endsRunWhenHung, .checksReleases)
struct CitiesInteractorTests {
  @Test("Fetching returns the saved cities and keeps them behind the rows", .tags(.l1, .l8))
  func fetchKeepsCities() async throws {
    let sut = makeSUT(saved: [anyCity(), otherCity()])

    let cities = try await sut.interactor.fetchCities()

    #expect(cities == [anyCity(), otherCity()])
    #expect(sut.interactor.city(withID: otherCity().id) == otherCity())
  }

  @Test("A failed fetch throws the reason and keeps no city behind the rows", .tags(.l4, .l10))
  func failedFetchKeepsNothing() async throws {
    let sut = makeSUT(saved: [anyCity()])
    _ = try await sut.interactor.fetchCities()
    await sut.displayCities.answer(with: .failure(AnyError("disk unreadable")))

    await #expect(throws: AnyError("disk unreadable")) { try await sut.interactor.fetchCities() }

    #expect(sut.interactor.city(withID: anyCity().id) == nil)
  }

  @Test("No city is behind a row before the list is read", .tags(.l10))
  func nothingBeforeFetch() {
    let sut = makeSUT(saved: [anyCity()])

    #expect(sut.interactor.city(withID: anyCity().id) == nil)
  }

  @Test("Deleting passes the city to the use case, and its refusal back", .tags(.l6, .l7))
  func deletePassesThrough() async throws {
    let sut = makeSUT(saved: [anyCity(), otherCity()])
    _ = try await sut.interactor.fetchCities()
    try await sut.interactor.delete(otherCity())
    await sut.deleteCity.fail(with: AnyError("file locked"))

    await #expect(throws: AnyError("file locked")) { try await sut.interactor.delete(anyCity()) }

    #expect(await sut.deleteCity.deletedCities.first == otherCity())
  }

  private func makeSUT(saved: [City] = []) -> (
    interactor: CitiesInteractor, displayCities: DisplayCitiesUseCaseStub,
    deleteCity: DeleteCityUseCaseSpy
  ) {
    let displayCities = DisplayCitiesUseCaseStub(result: .success(saved))
    let deleteCity = DeleteCityUseCaseSpy()
    let interactor = CitiesInteractor(
      displayCitiesUseCase: displayCities, deleteCityUseCase: deleteCity)
    expectReleasedAfterTest(interactor)
    return (interactor, displayCities, deleteCity)
  }
}
