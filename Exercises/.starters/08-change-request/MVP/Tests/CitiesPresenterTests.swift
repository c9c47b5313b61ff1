// Made by scripts/kata.py from Tests/CitiesMVPTests/Cities/CitiesPresenterTests.swift.

import CitiesDomain
import CitiesPresentationWords
import CitiesTestSupport
import Exercise08MVPStarter
import Testing

@MainActor
@Suite("MVP saved-cities presenter", .timeLimit(.minutes(1)), .endsRunWhenHung, .checksReleases)
struct CitiesPresenterTests {
  @Test("Appearing shows loading, then one row per saved city", .tags(.l1, .l5))
  func appearingShowsRows() async {
    let sut = makeSUT()

    await sut.presenter.viewDidAppear()

    #expect(sut.view.messages == [.loading, .rows([berlinRow(), londonRow()])])
  }

  @Test("Every appearance loads the list again, so a city added meanwhile shows up", .tags(.l1))
  func everyAppearanceReloads() async {
    let sut = makeSUT()
    await sut.displayCities.answer(with: .success([anyCity()]))
    await sut.presenter.viewDidAppear()
    await sut.displayCities.answer(with: .success([anyCity(), otherCity()]))

    await sut.presenter.viewDidAppear()

    #expect(
      sut.view.messages == [
        .loading, .rows([berlinRow()]), .loading, .rows([berlinRow(), londonRow()]),
      ]
    )
    #expect(await sut.displayCities.callCount == 2)
  }

  @Test("An empty list says that no city is saved yet", .tags(.l3))
  func emptyListShowsEmptyState() async {
    let sut = makeSUT()
    await sut.displayCities.answer(with: .success([]))

    await sut.presenter.viewDidAppear()

    let message = CitiesListWords.emptyList
    #expect(sut.view.messages == [.loading, .emptyState(message)])
    #expect(sut.presenter.numberOfCities == 0)
  }

  @Test("A list that cannot be loaded shows the error", .tags(.l4))
  func failedLoadShowsError() async {
    let sut = makeSUT()
    await sut.displayCities.answer(with: .failure(AnyError("The disk is full.")))

    await sut.presenter.viewDidAppear()

    #expect(
      sut.view.messages == [
        .loading, .error(CitiesListWords.couldNotLoad(reason: "The disk is full.")),
      ])
  }

  @Test("Retry after a failure shows loading, then the rows", .tags(.l4))
  func retryLoadsAgain() async {
    let sut = makeSUT()
    await sut.displayCities.answer(with: .failure(AnyError()))
    await sut.presenter.viewDidAppear()
    await sut.displayCities.answer(with: .success([anyCity()]))

    await sut.presenter.retryButtonPressed()

    #expect(sut.view.messages.suffix(2) == [.loading, .rows([berlinRow()])])
  }

  @Test("Deleting a row deletes its city, then shows the list as loaded again", .tags(.l6))
  func deletingReloads() async {
    let sut = makeSUT()
    await sut.presenter.viewDidAppear()
    await sut.displayCities.answer(with: .success([anyCity()]))

    await sut.presenter.deleteButtonPressed(row: 1)

    #expect(await sut.deleteCity.deletedCities == [otherCity()])
    #expect(
      sut.view.messages == [
        .loading, .rows([berlinRow(), londonRow()]), .rows([berlinRow()]),
        .undoOffer("Deleted London."),
      ])
    #expect(await sut.displayCities.callCount == 2)
  }

  @Test("Deleting the last city shows the empty state", .tags(.l6, .l3))
  func deletingLastCityShowsEmptyState() async {
    let sut = makeSUT()
    await sut.displayCities.answer(with: .success([anyCity()]))
    await sut.presenter.viewDidAppear()
    await sut.displayCities.answer(with: .success([]))

    await sut.presenter.deleteButtonPressed(row: 0)

    let message = CitiesListWords.emptyList
    #expect(sut.view.messages.suffix(2) == [.emptyState(message), .undoOffer("Deleted Berlin.")])
  }

  @Test("A failed delete shows an alert and leaves the rows as they were", .tags(.l7))
  func failedDeleteAlerts() async {
    let sut = makeSUT()
    await sut.presenter.viewDidAppear()
    await sut.deleteCity.fail(with: AnyError("The file is locked."))

    await sut.presenter.deleteButtonPressed(row: 1)

    #expect(
      sut.view.messages == [
        .loading,
        .rows([berlinRow(), londonRow()]),
        .alert(CitiesListWords.couldNotDelete(cityName: "London", reason: "The file is locked.")),
      ]
    )
    #expect(sut.presenter.numberOfCities == 2)
    #expect(await sut.displayCities.callCount == 1)
  }

  @Test("Selecting a row opens that city's weather", .tags(.l8))
  func selectingOpensWeather() async {
    let sut = makeSUT()
    await sut.presenter.viewDidAppear()

    sut.presenter.didSelect(row: 1)

    #expect(sut.router.messages == [.showCityWeather(otherCity())])
  }

  @Test("Selecting a row that is not on screen goes nowhere", .tags(.l8))
  func selectingMissingRowIsIgnored() async {
    let sut = makeSUT()
    await sut.presenter.viewDidAppear()

    sut.presenter.didSelect(row: 2)

    #expect(sut.router.messages.isEmpty)
  }

  @Test("Once the list fails to load again, a row it no longer shows opens nothing", .tags(.l10))
  func failedReloadLeavesNoRowToSelect() async throws {
    let sut = makeSUT()
    await sut.presenter.viewDidAppear()
    try #require(sut.presenter.numberOfCities == 2)
    await sut.displayCities.answer(with: .failure(AnyError()))
    await sut.presenter.retryButtonPressed()

    sut.presenter.didSelect(row: 0)

    #expect(sut.router.messages.isEmpty)
  }

  @Test(
    "Once the list fails to load again after a delete, a row it no longer shows stays undeleted",
    .tags(.l10))
  func failedReloadLeavesNoRowToDelete() async throws {
    let sut = makeSUT()
    await sut.presenter.viewDidAppear()
    try #require(sut.presenter.numberOfCities == 2)
    await sut.displayCities.answer(with: .failure(AnyError()))
    await sut.presenter.deleteButtonPressed(row: 0)

    await sut.presenter.deleteButtonPressed(row: 0)

    #expect(await sut.deleteCity.deletedCities == [anyCity()])
    #expect(sut.presenter.numberOfCities == 0)
  }

  @Test("Add opens the search", .tags(.l9))
  func addOpensSearch() {
    let sut = makeSUT()

    sut.presenter.addButtonPressed()

    #expect(sut.router.messages == [.showAddCity])
  }

  private func makeSUT() -> (
    presenter: any CitiesPresenter, view: CitiesViewSpy, router: CitiesRouterSpy,
    displayCities: DisplayCitiesUseCaseStub, deleteCity: DeleteCityUseCaseSpy
  ) {
    let displayCities = DisplayCitiesUseCaseStub(result: .success([anyCity(), otherCity()]))
    let deleteCity = DeleteCityUseCaseSpy()
    let view = CitiesViewSpy()
    let router = CitiesRouterSpy()
    let presenter = CitiesConfigurator(
      displayCitiesUseCase: displayCities, deleteCityUseCase: deleteCity,
      restoreCityUseCase: RestoreCityUseCaseSpy(),
      orderSetting: CitiesListOrderSetting()
    ).configure(view: view, router: router)
    view.presenter = presenter
    expectReleasedAfterTest(presenter)
    return (presenter, view, router, displayCities, deleteCity)
  }
}

private func berlinRow() -> CityCellViewSpy.Row {
  CityCellViewSpy.Row(title: "Berlin", subtitle: "Germany")
}

private func londonRow() -> CityCellViewSpy.Row {
  CityCellViewSpy.Row(title: "London", subtitle: "England, United Kingdom")
}
