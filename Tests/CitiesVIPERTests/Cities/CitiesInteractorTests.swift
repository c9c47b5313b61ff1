import CitiesDomain
import CitiesPresentationWords
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

  @Test(
    "Arranging by name keeps the order and returns the cities kept by name, ignoring case and accents",
    .tags(.l11))
  func arrangeByName() async throws {
    let sut = makeSUT(saved: [otherCity(), anyCity(id: 1_529_102, name: "ürümqi"), anyCity()])
    _ = try await sut.interactor.fetchCities()

    let arranged = sut.interactor.arrange(by: .name)

    #expect(arranged.map(\.name) == ["Berlin", "London", "ürümqi"])
    #expect(sut.interactor.order == .name)
  }

  @Test("Arranging in the order added returns the cities in the saved order", .tags(.l12))
  func arrangeInOrderAdded() async throws {
    let sut = makeSUT(saved: [otherCity(), anyCity()])
    _ = try await sut.interactor.fetchCities()
    _ = sut.interactor.arrange(by: .name)

    let arranged = sut.interactor.arrange(by: .added)

    #expect(arranged == [otherCity(), anyCity()])
    #expect(sut.interactor.order == .added)
  }

  @Test(
    "The order chosen outlives the module: another interactor on the same store reads in it",
    .tags(.l13))
  func orderOutlivesModule() async throws {
    let store = CitiesListOrderStore()
    _ = makeSUT(orderStore: store).interactor.arrange(by: .name)
    let next = makeSUT(saved: [otherCity(), anyCity()], orderStore: store)

    let cities = try await next.interactor.fetchCities()

    #expect(cities == [anyCity(), otherCity()])
    #expect(next.interactor.order == .name)
  }

  @Test(
    "Undoing puts the city deleted back at its index in the saved order, even while sorted by name",
    .tags(.l15))
  func undoRestoresAtSavedIndex() async throws {
    let paris = anyCity(id: 2_988_507, name: "Paris")
    let sut = makeSUT(saved: [paris, otherCity(), anyCity()])
    _ = try await sut.interactor.fetchCities()
    _ = sut.interactor.arrange(by: .name)
    try await sut.interactor.delete(otherCity())

    try await sut.interactor.restoreDeletedCity()

    let restores = await sut.restoreCity.restores
    #expect(restores.map(\.city) == [otherCity()])
    #expect(restores.map(\.position) == [1])
    #expect(sut.interactor.deletedCity == nil)
  }

  @Test(
    "A failed undo throws the reason and keeps the city to put back; a failed delete keeps none",
    .tags(.l14, .l17))
  func failedUndoKeepsCity() async throws {
    let sut = makeSUT(saved: [anyCity(), otherCity()])
    _ = try await sut.interactor.fetchCities()
    await sut.deleteCity.fail(with: AnyError("file locked"))
    _ = try? await sut.interactor.delete(anyCity())
    #expect(sut.interactor.deletedCity == nil)
    let next = makeSUT(saved: [anyCity(), otherCity()])
    _ = try await next.interactor.fetchCities()
    try await next.interactor.delete(anyCity())
    await next.restoreCity.fail(with: AnyError("disk full"))

    await #expect(throws: AnyError("disk full")) { try await next.interactor.restoreDeletedCity() }

    #expect(next.interactor.deletedCity == anyCity())
  }

  @Test(
    "A city renamed takes the place of the one with its id, and the cities come back arranged",
    .tags(.w10))
  func takeRenamedInPlace() async throws {
    let sut = makeSUT(saved: [anyCity(), otherCity()])
    _ = try await sut.interactor.fetchCities()
    _ = sut.interactor.arrange(by: .name)
    let renamed = anyCity(name: "Zurich")

    let cities = sut.interactor.takeRenamed(renamed)

    #expect(cities == [otherCity(), renamed])
    #expect(sut.interactor.city(withID: renamed.id) == renamed)
  }

  private func makeSUT(saved: [City] = [], orderStore: CitiesListOrderStore = .init()) -> (
    interactor: CitiesInteractor, displayCities: DisplayCitiesUseCaseStub,
    deleteCity: DeleteCityUseCaseSpy, restoreCity: RestoreCityUseCaseSpy
  ) {
    let displayCities = DisplayCitiesUseCaseStub(result: .success(saved))
    let (deleteCity, restoreCity) = (DeleteCityUseCaseSpy(), RestoreCityUseCaseSpy())
    let interactor = CitiesInteractor(
      displayCitiesUseCase: displayCities, deleteCityUseCase: deleteCity,
      restoreCityUseCase: restoreCity, orderStore: orderStore)
    expectReleasedAfterTest(interactor)
    return (interactor, displayCities, deleteCity, restoreCity)
  }
}
