// Made by scripts/kata.py from Tests/CitiesVIPTests/Cities/CitiesInteractorTests.swift.

import CitiesDomain
import CitiesTestSupport
import Exercise05Starter
import Testing

@MainActor
@Suite("VIP cities interactor", .timeLimit(.minutes(1)), .endsRunWhenHung, .checksReleases)
struct CitiesInteractorTests {
  @Test("Loading presents the loading state first, then the saved cities", .tags(.l1))
  func loadPresentsLoadingThenCities() async {
    let sut = makeSUT(saved: [anyCity(), otherCity()])

    await sut.interactor.loadCities(request: Cities.LoadCities.Request())

    #expect(sut.presenter.messages == [.presentLoading, .presentCities([anyCity(), otherCity()])])
  }

  @Test("Every appearance loads the list again, loading state first", .tags(.l1))
  func everyAppearanceLoads() async {
    let sut = makeSUT(saved: [anyCity()])
    await sut.interactor.loadCities(request: Cities.LoadCities.Request())
    await sut.displayCities.answer(with: .success([anyCity(), otherCity()]))

    await sut.interactor.loadCities(request: Cities.LoadCities.Request())

    #expect(await sut.displayCities.callCount == 2)
    #expect(
      sut.presenter.messages == [
        .presentLoading, .presentCities([anyCity()]),
        .presentLoading, .presentCities([anyCity(), otherCity()]),
      ])
  }

  @Test("A list that cannot be read is presented as a failure with its reason", .tags(.l4))
  func loadFailureIsPresented() async {
    let sut = makeSUT()
    await sut.displayCities.answer(with: .failure(AnyError("disk unreadable")))

    await sut.interactor.loadCities(request: Cities.LoadCities.Request())

    #expect(sut.presenter.messages == [.presentLoading, .presentLoadFailure("disk unreadable")])
  }

  @Test("A retry after a failure loads the list again, loading state first", .tags(.l4))
  func retryLoadsAgain() async {
    let sut = makeSUT()
    await sut.displayCities.answer(with: .failure(AnyError("disk unreadable")))
    await sut.interactor.loadCities(request: Cities.LoadCities.Request())
    await sut.displayCities.answer(with: .success([anyCity()]))

    await sut.interactor.loadCities(request: Cities.LoadCities.Request())

    #expect(sut.presenter.messages.dropFirst(2) == [.presentLoading, .presentCities([anyCity()])])
  }

  @Test(
    "Deleting a row deletes its city, then presents the reloaded list without loading state",
    .tags(.l6))
  func deleteReloads() async {
    let sut = makeSUT(saved: [anyCity(), otherCity()])
    await sut.interactor.loadCities(request: Cities.LoadCities.Request())
    await sut.displayCities.answer(with: .success([anyCity()]))

    await sut.interactor.deleteCity(request: Cities.DeleteCity.Request(cityID: otherCity().id))

    #expect(await sut.deleteCity.deletedCities == [otherCity()])
    #expect(
      sut.presenter.messages.dropFirst(2) == [
        .presentCities([anyCity()]), .presentUndoOffer(otherCity()),
      ])
    #expect(sut.interactor.cities == [anyCity()])
  }

  @Test(
    "A failed delete is presented with the city and the reason, and the list is not reloaded",
    .tags(.l7))
  func deleteFailureIsPresented() async {
    let sut = makeSUT(saved: [anyCity(), otherCity()])
    await sut.interactor.loadCities(request: Cities.LoadCities.Request())
    await sut.deleteCity.fail(with: AnyError("file locked"))

    await sut.interactor.deleteCity(request: Cities.DeleteCity.Request(cityID: anyCity().id))

    #expect(
      sut.presenter.messages.dropFirst(2) == [.presentDeleteFailure(anyCity(), "file locked")])
    #expect(await sut.displayCities.callCount == 1)
    #expect(sut.interactor.cities == [anyCity(), otherCity()])
  }

  @Test("Deleting a row that is not on screen asks no use case", .tags(.l6))
  func deleteUnknownRowDoesNothing() async {
    let sut = makeSUT(saved: [anyCity()])

    await sut.interactor.deleteCity(request: Cities.DeleteCity.Request(cityID: anyCity().id))

    #expect(await sut.deleteCity.deletedCities.isEmpty)
    #expect(sut.presenter.messages.isEmpty)
  }

  @Test("Selecting a row stores its city for the router", .tags(.l8))
  func selectStoresCity() async {
    let sut = makeSUT(saved: [anyCity(), otherCity()])
    await sut.interactor.loadCities(request: Cities.LoadCities.Request())

    sut.interactor.selectCity(request: Cities.SelectCity.Request(cityID: otherCity().id))

    #expect(sut.interactor.selectedCity == otherCity())
    #expect(sut.presenter.messages.count == 2)
  }

  @Test("Selecting a row that is not on screen stores no city", .tags(.l8))
  func selectUnknownRowStoresNothing() async {
    let sut = makeSUT(saved: [anyCity()])
    await sut.interactor.loadCities(request: Cities.LoadCities.Request())
    sut.interactor.selectCity(request: Cities.SelectCity.Request(cityID: anyCity().id))

    sut.interactor.selectCity(request: Cities.SelectCity.Request(cityID: otherCity().id))

    #expect(sut.interactor.selectedCity == nil)
  }

  @Test("A reload that fails leaves no cities behind the rows", .tags(.l10))
  func failedReloadEmptiesStore() async {
    let sut = makeSUT(saved: [anyCity()])
    await sut.interactor.loadCities(request: Cities.LoadCities.Request())
    await sut.displayCities.answer(with: .failure(AnyError()))

    await sut.interactor.loadCities(request: Cities.LoadCities.Request())

    #expect(sut.interactor.cities.isEmpty)
  }

  @Test(
    "Once the list fails to load again, a row it no longer shows cannot be selected", .tags(.l10))
  func failedReloadLeavesNoRowToSelect() async throws {
    let sut = makeSUT(saved: [anyCity(), otherCity()])
    await sut.interactor.loadCities(request: Cities.LoadCities.Request())
    try #require(sut.interactor.cities == [anyCity(), otherCity()])
    await sut.displayCities.answer(with: .failure(AnyError()))
    await sut.interactor.loadCities(request: Cities.LoadCities.Request())

    sut.interactor.selectCity(request: Cities.SelectCity.Request(cityID: otherCity().id))

    #expect(sut.interactor.selectedCity == nil)
  }

  @Test(
    "Once the list fails to load again after a delete, a row it no longer shows stays undeleted",
    .tags(.l10))
  func failedReloadLeavesNoRowToDelete() async throws {
    let sut = makeSUT(saved: [anyCity(), otherCity()])
    await sut.interactor.loadCities(request: Cities.LoadCities.Request())
    try #require(sut.interactor.cities == [anyCity(), otherCity()])
    await sut.displayCities.answer(with: .failure(AnyError()))
    await sut.interactor.deleteCity(request: Cities.DeleteCity.Request(cityID: anyCity().id))

    await sut.interactor.deleteCity(request: Cities.DeleteCity.Request(cityID: otherCity().id))

    #expect(await sut.deleteCity.deletedCities == [anyCity()])
  }

  private func makeSUT(saved: [City] = []) -> (
    interactor: CitiesInteractor, presenter: CitiesPresentationLogicSpy,
    displayCities: DisplayCitiesUseCaseStub, deleteCity: DeleteCityUseCaseSpy
  ) {
    let presenter = CitiesPresentationLogicSpy()
    let displayCities = DisplayCitiesUseCaseStub(result: .success(saved))
    let deleteCity = DeleteCityUseCaseSpy()
    let interactor = CitiesInteractor(
      presenter: presenter, displayCitiesUseCase: displayCities, deleteCityUseCase: deleteCity,
      restoreCityUseCase: RestoreCityUseCaseSpy())
    expectReleasedAfterTest(interactor)
    return (interactor, presenter, displayCities, deleteCity)
  }
}
