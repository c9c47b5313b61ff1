import CitiesDomain
import CitiesTestSupport
import CitiesVIPER
import Testing

@MainActor
@Suite("VIPER city-weather interactor", .timeLimit(.minutes(1)), .endsRunWhenHung, .checksReleases)
struct CityWeatherInteractorTests {
  @Test(
    "Renaming passes the city and the name to the use case, and keeps the city it renamed",
    .tags(.w7))
  func renameKeepsRenamedCity() async throws {
    let sut = makeSUT()

    try await sut.interactor.rename(to: "Berlin-Mitte")

    let renames = await sut.renameCity.renames
    #expect(renames.map(\.city) == [anyCity()])
    #expect(renames.map(\.name) == ["Berlin-Mitte"])
    #expect(sut.interactor.city.name == "Berlin-Mitte")
  }

  @Test("A refused or failed rename throws and keeps the old name", .tags(.w8, .w9))
  func failedRenameKeepsName() async throws {
    let sut = makeSUT()
    await sut.renameCity.fail(with: RenameCityError.unchanged)

    await #expect(throws: RenameCityError.unchanged) {
      try await sut.interactor.rename(to: "Berlin")
    }

    #expect(sut.interactor.city == anyCity())
  }

  private func makeSUT() -> (interactor: CityWeatherInteractor, renameCity: RenameCityUseCaseSpy) {
    let renameCity = RenameCityUseCaseSpy()
    let interactor = CityWeatherInteractor(
      city: anyCity(), showWeatherUseCase: ShowWeatherUseCaseSpy(), renameCityUseCase: renameCity)
    expectReleasedAfterTest(interactor)
    return (interactor, renameCity)
  }
}
