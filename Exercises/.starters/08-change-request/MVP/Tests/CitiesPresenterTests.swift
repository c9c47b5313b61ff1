// Made by scripts/kata.py from Tests/CitiesMVPTests/Cities/CitiesPresenterTests.swift.

import CitiesDomain
import CitiesPresentationWords
import CitiesTestSupport
import Testing

@MainActor
@Suite("MVP saved-cities presenter", .timeLimit(.minutes(1)), .endsRunWhenHung, .checksReleases)
struct CitiesPresenterTests {
  private let displayCities = DisplayCitiesUseCaseStub(result: .success([anyCity(), otherCity()]))
  private let deleteCity = DeleteCityUseCaseSpy()
  private let view = CitiesViewSpy()
  private let router = CitiesRouterSpy()
  private let presenter: any CitiesPresenter

  init() {
    presenter = CitiesConfigurator(
      displayCitiesUseCase: displayCities, deleteCityUseCase: deleteCity
    )
    .configure(view: view, router: router)
    view.presenter = presenter
    expectReleasedAfterTest(presenter)
  }

  @Test("Appearing shows loading, then one row per saved city", .tags(.l1, .l5))
  func appearingShowsRows() async {
    await presenter.viewDidAppear()

    #expect(view.messages == [.loading, .rows([berlinRow(), londonRow()])])
  }

  @Test("Every appearance loads the list again, so a city added meanwhile shows up", .tags(.l1))
  func everyAppearanceReloads() async {
    await displayCities.answer(with: .success([anyCity()]))
    await presenter.viewDidAppear()
    await displayCities.answer(with: .success([anyCity(), otherCity()]))

    await presenter.viewDidAppear()

    #expect(
      view.messages == [
        .loading, .rows([berlinRow()]), .loading, .rows([berlinRow(), londonRow()]),
      ]
    )
    #expect(await displayCities.callCount == 2)
  }

  @Test("An empty list says that no city is saved yet", .tags(.l3))
  func emptyListShowsEmptyState() async {
    await displayCities.answer(with: .success([]))

    await presenter.viewDidAppear()

    let message = CitiesListWords.emptyList
    #expect(view.messages == [.loading, .emptyState(message)])
    #expect(presenter.numberOfCities == 0)
  }

  @Test("A list that cannot be loaded shows the error", .tags(.l4))
  func failedLoadShowsError() async {
    await displayCities.answer(with: .failure(AnyError("The disk is full.")))

    await presenter.viewDidAppear()

    #expect(
      view.messages == [
        .loading, .error(CitiesListWords.couldNotLoad(reason: "The disk is full.")),
      ])
  }

  @Test("Retry after a failure shows loading, then the rows", .tags(.l4))
  func retryLoadsAgain() async {
    await displayCities.answer(with: .failure(AnyError()))
    await presenter.viewDidAppear()
    await displayCities.answer(with: .success([anyCity()]))

    await presenter.retryButtonPressed()

    #expect(view.messages.suffix(2) == [.loading, .rows([berlinRow()])])
  }

  @Test("Deleting a row deletes its city, then shows the list as loaded again", .tags(.l6))
  func deletingReloads() async {
    await presenter.viewDidAppear()
    await displayCities.answer(with: .success([anyCity()]))

    await presenter.deleteButtonPressed(row: 1)

    #expect(await deleteCity.deletedCities == [otherCity()])
    #expect(
      view.messages == [.loading, .rows([berlinRow(), londonRow()]), .rows([berlinRow()])]
    )
    #expect(await displayCities.callCount == 2)
  }

  @Test("Deleting the last city shows the empty state", .tags(.l6, .l3))
  func deletingLastCityShowsEmptyState() async {
    await displayCities.answer(with: .success([anyCity()]))
    await presenter.viewDidAppear()
    await displayCities.answer(with: .success([]))

    await presenter.deleteButtonPressed(row: 0)

    let message = CitiesListWords.emptyList
    #expect(view.messages.last == .emptyState(message))
  }

  @Test("A failed delete shows an alert and leaves the rows as they were", .tags(.l7))
  func failedDeleteAlerts() async {
    await presenter.viewDidAppear()
    await deleteCity.fail(with: AnyError("The file is locked."))

    await presenter.deleteButtonPressed(row: 1)

    #expect(
      view.messages == [
        .loading,
        .rows([berlinRow(), londonRow()]),
        .alert(CitiesListWords.couldNotDelete(cityName: "London", reason: "The file is locked.")),
      ]
    )
    #expect(presenter.numberOfCities == 2)
    #expect(await displayCities.callCount == 1)
  }

  @Test("Selecting a row opens that city's weather", .tags(.l8))
  func selectingOpensWeather() async {
    await presenter.viewDidAppear()

    presenter.didSelect(row: 1)

    #expect(router.messages == [.showCityWeather(otherCity())])
  }

  @Test("Selecting a row that is not on screen goes nowhere", .tags(.l8))
  func selectingMissingRowIsIgnored() async {
    await presenter.viewDidAppear()

    presenter.didSelect(row: 2)

    #expect(router.messages.isEmpty)
  }

  @Test("Once the list fails to load again, a row it no longer shows opens nothing", .tags(.l10))
  func failedReloadLeavesNoRowToSelect() async throws {
    await presenter.viewDidAppear()
    try #require(presenter.numberOfCities == 2)
    await displayCities.answer(with: .failure(AnyError()))
    await presenter.retryButtonPressed()

    presenter.didSelect(row: 0)

    #expect(router.messages.isEmpty)
  }

  @Test(
    "Once the list fails to load again after a delete, a row it no longer shows stays undeleted",
    .tags(.l10))
  func failedReloadLeavesNoRowToDelete() async throws {
    await presenter.viewDidAppear()
    try #require(presenter.numberOfCities == 2)
    await displayCities.answer(with: .failure(AnyError()))
    await presenter.deleteButtonPressed(row: 0)

    await presenter.deleteButtonPressed(row: 0)

    #expect(await deleteCity.deletedCities == [anyCity()])
    #expect(presenter.numberOfCities == 0)
  }

  @Test("Add opens the search", .tags(.l9))
  func addOpensSearch() {
    presenter.addButtonPressed()

    #expect(router.messages == [.showAddCity])
  }
}

private func berlinRow() -> CityCellViewSpy.Row {
  CityCellViewSpy.Row(title: "Berlin", subtitle: "Germany")
}

private func londonRow() -> CityCellViewSpy.Row {
  CityCellViewSpy.Row(title: "London", subtitle: "England, United Kingdom")
}
