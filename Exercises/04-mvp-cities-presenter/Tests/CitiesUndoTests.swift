// Made by scripts/kata.py from Tests/CitiesMVPTests/Cities/CitiesUndoTests.swift.

import CitiesDomain
import CitiesPresentationWords
import CitiesTestSupport
import Exercise04Starter
import Testing

@MainActor
@Suite("MVP saved-cities undo", .timeLimit(.minutes(1)), .endsRunWhenHung, .checksReleases)
struct CitiesUndoTests {
  @Test("A delete that succeeds offers to undo it, over the rows loaded again", .tags(.l14))
  func deleteOffersUndo() async {
    let sut = await makeSUTShowingRows()
    await sut.displayCities.answer(with: .success([otherCity()]))

    await sut.presenter.deleteButtonPressed(row: 1)

    #expect(sut.view.messages.suffix(2) == [.rows([londonRow()]), .undoOffer("Deleted Berlin.")])
  }

  @Test(
    "Undo puts the city back at its index in the saved order, even with the rows by name",
    .tags(.l15))
  func undoRestoresAtItsPlace() async {
    let sut = await makeSUTShowingRows()
    sut.presenter.sortButtonPressed(order: .name)
    await sut.displayCities.answer(with: .success([otherCity()]))
    await sut.presenter.deleteButtonPressed(row: 0)
    await sut.displayCities.answer(with: .success([otherCity(), anyCity()]))

    await sut.presenter.undoButtonPressed()

    let restores = await sut.restoreCity.restores
    #expect(restores.map(\.city) == [anyCity()])
    #expect(restores.map(\.position) == [1])
    #expect(sut.view.messages.last == .rows([berlinRow(), londonRow()]))
    #expect(!sut.view.messages.contains(.loading, after: .undoOffer("Deleted Berlin.")))
  }

  @Test("Undo ends the offer, so a second undo puts nothing back", .tags(.l15))
  func undoEndsTheOffer() async {
    let sut = await makeSUTShowingRows()
    await sut.presenter.deleteButtonPressed(row: 1)
    await sut.presenter.undoButtonPressed()

    await sut.presenter.undoButtonPressed()

    #expect(await sut.restoreCity.restores.count == 1)
  }

  @Test(
    "Anything else the user does ends the offer, and undo then puts nothing back", .tags(.l16),
    arguments: OtherIntent.allCases)
  func anotherIntentEndsTheOffer(intent: OtherIntent) async {
    let sut = await makeSUTShowingRows()
    await sut.presenter.deleteButtonPressed(row: 1)
    await intent.send(to: sut.presenter, deleteCity: sut.deleteCity)

    await sut.presenter.undoButtonPressed()

    #expect(await sut.restoreCity.restores.isEmpty)
  }

  @Test("An undo that fails says why in an alert, and leaves the rows as they were", .tags(.l17))
  func failedUndoAlerts() async {
    let sut = await makeSUTShowingRows()
    await sut.displayCities.answer(with: .success([otherCity()]))
    await sut.presenter.deleteButtonPressed(row: 1)
    await sut.restoreCity.fail(with: AnyError("The disk is full."))

    await sut.presenter.undoButtonPressed()

    let message = CitiesListWords.couldNotPutBack(cityName: "Berlin", reason: "The disk is full.")
    #expect(sut.view.messages.last == .alert(message))
    #expect(sut.presenter.numberOfCities == 1)
    #expect(await sut.displayCities.callCount == 2)
  }

  @Test("An undo of a city saved again meanwhile says it is in the list already", .tags(.l17))
  func undoOfACitySavedAgain() async {
    let sut = await makeSUTShowingRows()
    await sut.presenter.deleteButtonPressed(row: 1)
    await sut.restoreCity.fail(with: AddCityError.alreadySaved(anyCity()))

    await sut.presenter.undoButtonPressed()

    #expect(sut.view.messages.last == .alert("Berlin is already in your list."))
  }

  private func makeSUTShowingRows() async -> (
    presenter: any CitiesPresenter, view: CitiesViewSpy, displayCities: DisplayCitiesUseCaseStub,
    deleteCity: DeleteCityUseCaseSpy, restoreCity: RestoreCityUseCaseSpy
  ) {
    // Saved London first, so that the saved order and the order by name differ.
    let displayCities = DisplayCitiesUseCaseStub(result: .success([otherCity(), anyCity()]))
    let (deleteCity, restoreCity) = (DeleteCityUseCaseSpy(), RestoreCityUseCaseSpy())
    let view = CitiesViewSpy()
    let presenter = CitiesConfigurator(
      displayCitiesUseCase: displayCities, deleteCityUseCase: deleteCity,
      restoreCityUseCase: restoreCity, orderSetting: CitiesListOrderSetting()
    ).configure(view: view, router: CitiesRouterSpy())
    view.presenter = presenter
    expectReleasedAfterTest(presenter)
    await presenter.viewDidAppear()
    return (presenter, view, displayCities, deleteCity, restoreCity)
  }
}

/// What the user may do on the list other than undo: each ends an offer to undo.
enum OtherIntent: CaseIterable, Sendable {
  case appearing, retrying, failingToDelete, selecting, adding, sorting

  @MainActor
  func send(to presenter: any CitiesPresenter, deleteCity: DeleteCityUseCaseSpy) async {
    switch self {
    case .appearing: await presenter.viewDidAppear()
    case .retrying: await presenter.retryButtonPressed()
    case .failingToDelete:
      await deleteCity.fail(with: AnyError("The disk is full."))
      await presenter.deleteButtonPressed(row: 0)
    case .selecting: presenter.didSelect(row: 0)
    case .adding: presenter.addButtonPressed()
    case .sorting: presenter.sortButtonPressed(order: .name)
    }
  }
}

extension Array where Element: Equatable {
  // Whether `element` shows up anywhere after the first `marker`.
  fileprivate func contains(_ element: Element, after marker: Element) -> Bool {
    guard let start = firstIndex(of: marker) else { return false }
    return self[index(after: start)...].contains(element)
  }
}

private func berlinRow() -> CityCellViewSpy.Row {
  CityCellViewSpy.Row(title: "Berlin", subtitle: "Germany")
}

private func londonRow() -> CityCellViewSpy.Row {
  CityCellViewSpy.Row(title: "London", subtitle: "England, United Kingdom")
}
