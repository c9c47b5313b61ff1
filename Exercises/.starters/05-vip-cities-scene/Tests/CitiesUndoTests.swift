// Made by scripts/kata.py from Tests/CitiesVIPTests/Cities/CitiesUndoTests.swift.

import CitiesDomain
import CitiesPresentationWords
import CitiesTestSupport
import Exercise05Starter
import Testing

/// Undoing a delete: the interactor keeps the deleted city and its place in the saved order while
/// the offer stands, and the presenter words the offer and a failed undo.
@MainActor
@Suite("VIP cities undo", .timeLimit(.minutes(1)), .endsRunWhenHung, .checksReleases)
struct CitiesUndoTests {
  private let saved = [anyCity(name: "zürich"), otherCity()]

  @Test("A successful delete presents the reloaded list, then the offer to undo", .tags(.l14))
  func deleteOffersUndo() async {
    let sut = await makeSUTWithListLoaded()
    await sut.displayCities.answer(with: .success([saved[0]]))

    await sut.interactor.deleteCity(request: Cities.DeleteCity.Request(cityID: otherCity().id))

    #expect(
      sut.presenter.messages.suffix(2) == [
        .presentCities([saved[0]], order: .name), .presentUndoOffer(otherCity()),
      ])
  }

  @Test("The offer names the city deleted", .tags(.l14))
  func offerNamesTheCity() {
    let view = CitiesDisplayLogicSpy()
    let presenter = CitiesPresenter(view: view)

    presenter.presentUndoDelete(response: .offered(otherCity()))

    let offer = CitiesListWords.undoOffer(cityName: "London")
    #expect(view.messages == [.displayUndoDelete(.offer(message: offer))])
  }

  @Test(
    "Undo puts the city back at its index in the saved order, even with the rows by name, then reloads without loading state",
    .tags(.l15))
  func undoRestoresAtSavedPosition() async {
    let sut = await makeSUTWithListLoaded()
    await sut.interactor.deleteCity(request: Cities.DeleteCity.Request(cityID: otherCity().id))
    let toldBefore = sut.presenter.messages.count

    await sut.interactor.undoDelete(request: Cities.UndoDelete.Request())

    let restores = await sut.restoreCity.restores
    #expect(restores.map(\.city) == [otherCity()])
    #expect(restores.map(\.position) == [1])
    #expect(
      sut.presenter.messages.dropFirst(toldBefore) == [.presentCities(saved, order: .name)])
  }

  @Test("Undo is offered once: a second undo puts nothing back", .tags(.l15))
  func undoEndsTheOffer() async {
    let sut = await makeSUTWithListLoaded()
    await sut.interactor.deleteCity(request: Cities.DeleteCity.Request(cityID: otherCity().id))
    await sut.interactor.undoDelete(request: Cities.UndoDelete.Request())

    await sut.interactor.undoDelete(request: Cities.UndoDelete.Request())

    #expect(await sut.restoreCity.restores.count == 1)
  }

  @Test(
    "Any other request ends the offer, and undo then puts nothing back", .tags(.l16),
    arguments: OtherRequest.allCases)
  func otherRequestsEndTheOffer(request: OtherRequest) async {
    let sut = await makeSUTWithListLoaded()
    await sut.interactor.deleteCity(request: Cities.DeleteCity.Request(cityID: otherCity().id))

    await request.send(to: sut.interactor, deleteCity: sut.deleteCity, savedCity: saved[0])
    await sut.interactor.undoDelete(request: Cities.UndoDelete.Request())

    #expect(await sut.restoreCity.restores.isEmpty)
  }

  @Test(
    "A failed undo is presented with the city and the reason, and the list is not reloaded",
    .tags(.l17))
  func undoFailureIsPresented() async {
    let sut = await makeSUTWithListLoaded()
    await sut.interactor.deleteCity(request: Cities.DeleteCity.Request(cityID: otherCity().id))
    await sut.restoreCity.fail(with: AnyError("disk full"))
    let toldBefore = sut.presenter.messages.count

    await sut.interactor.undoDelete(request: Cities.UndoDelete.Request())

    #expect(
      sut.presenter.messages.dropFirst(toldBefore) == [
        .presentUndoFailure(otherCity(), "disk full")
      ])
  }

  @Test(
    "A failed undo is worded with the shared words, a city saved again meanwhile as such",
    .tags(.l17))
  func undoFailureIsWorded() {
    let view = CitiesDisplayLogicSpy()
    let presenter = CitiesPresenter(view: view)

    presenter.presentUndoDelete(response: .failed(otherCity(), AnyError("disk full")))
    presenter.presentUndoDelete(
      response: .failed(otherCity(), AddCityError.alreadySaved(otherCity())))

    #expect(
      view.messages == [
        .displayUndoDelete(
          .alert(message: CitiesListWords.couldNotPutBack(cityName: "London", reason: "disk full"))),
        .displayUndoDelete(.alert(message: AddCityWords.alreadySaved(cityName: "London"))),
      ])
  }

  private func makeSUTWithListLoaded() async -> (
    interactor: CitiesInteractor, presenter: CitiesPresentationLogicSpy,
    displayCities: DisplayCitiesUseCaseStub, deleteCity: DeleteCityUseCaseSpy,
    restoreCity: RestoreCityUseCaseSpy
  ) {
    let presenter = CitiesPresentationLogicSpy()
    let displayCities = DisplayCitiesUseCaseStub(result: .success(saved))
    let (deleteCity, restoreCity) = (DeleteCityUseCaseSpy(), RestoreCityUseCaseSpy())
    let interactor = CitiesInteractor(
      presenter: presenter, displayCitiesUseCase: displayCities,
      deleteCityUseCase: deleteCity, restoreCityUseCase: restoreCity)
    expectReleasedAfterTest(interactor)
    interactor.sortCities(request: Cities.SortCities.Request(order: .name))
    await interactor.loadCities(request: Cities.LoadCities.Request())
    return (interactor, presenter, displayCities, deleteCity, restoreCity)
  }
}

/// A request of the list other than undo: each ends an offer to undo.
enum OtherRequest: CaseIterable, Sendable {
  case loading, failingToDelete, selecting, sorting

  @MainActor
  func send(to interactor: CitiesInteractor, deleteCity: DeleteCityUseCaseSpy, savedCity: City)
    async
  {
    switch self {
    case .loading: await interactor.loadCities(request: Cities.LoadCities.Request())
    case .failingToDelete:
      await deleteCity.fail(with: AnyError("disk full"))
      await interactor.deleteCity(request: Cities.DeleteCity.Request(cityID: savedCity.id))
    case .selecting: interactor.selectCity(request: Cities.SelectCity.Request(cityID: savedCity.id))
    case .sorting: interactor.sortCities(request: Cities.SortCities.Request(order: .added))
    }
  }
}
