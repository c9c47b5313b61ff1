import CitiesDomain
import CitiesMVP
import CitiesTestSupport
import CitiesWords
import Testing

@MainActor
@Suite("MVP saved-cities presenter")
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
  }

  @Test("Appearing shows loading, then one row per saved city")
  func appearingShowsRows() async {
    await presenter.viewDidAppear()

    #expect(view.messages == [.loading, .rows([berlinRow(), londonRow()])])
  }

  @Test("Every appearance loads the list again, so a city added meanwhile shows up")
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

  @Test("An empty list says that no city is saved yet")
  func emptyListShowsEmptyState() async {
    await displayCities.answer(with: .success([]))

    await presenter.viewDidAppear()

    let message = CitiesListWords.emptyList
    #expect(view.messages == [.loading, .emptyState(message)])
    #expect(presenter.numberOfCities == 0)
  }

  @Test("A list that cannot be loaded shows the error")
  func failedLoadShowsError() async {
    await displayCities.answer(with: .failure(AnyError("The disk is full.")))

    await presenter.viewDidAppear()

    #expect(
      view.messages == [
        .loading, .error(CitiesListWords.couldNotLoad(reason: "The disk is full.")),
      ])
  }

  @Test("Retry after a failure shows loading, then the rows")
  func retryLoadsAgain() async {
    await displayCities.answer(with: .failure(AnyError()))
    await presenter.viewDidAppear()
    await displayCities.answer(with: .success([anyCity()]))

    await presenter.retryButtonPressed()

    #expect(view.messages.suffix(2) == [.loading, .rows([berlinRow()])])
  }

  @Test("Deleting a row deletes its city, then shows the list as loaded again")
  func deletingReloads() async {
    await presenter.viewDidAppear()
    await displayCities.answer(with: .success([otherCity()]))

    await presenter.deleteButtonPressed(row: 0)

    #expect(await deleteCity.deletedCities == [anyCity()])
    #expect(
      view.messages == [.loading, .rows([berlinRow(), londonRow()]), .rows([londonRow()])]
    )
    #expect(await displayCities.callCount == 2)
  }

  @Test("Deleting the last city shows the empty state")
  func deletingLastCityShowsEmptyState() async {
    await displayCities.answer(with: .success([anyCity()]))
    await presenter.viewDidAppear()
    await displayCities.answer(with: .success([]))

    await presenter.deleteButtonPressed(row: 0)

    let message = CitiesListWords.emptyList
    #expect(view.messages.last == .emptyState(message))
  }

  @Test("A failed delete shows an alert and leaves the rows as they were")
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

  @Test("Selecting a row opens that city's weather")
  func selectingOpensWeather() async {
    await presenter.viewDidAppear()

    presenter.didSelect(row: 1)

    #expect(router.messages == [.showCityWeather(otherCity())])
  }

  @Test("Selecting a row that is not on screen goes nowhere")
  func selectingMissingRowIsIgnored() async {
    await presenter.viewDidAppear()

    presenter.didSelect(row: 2)

    #expect(router.messages.isEmpty)
  }

  @Test("Add opens the search")
  func addOpensSearch() {
    presenter.addButtonPressed()

    #expect(router.messages == [.showAddCity])
  }

  @Test("The presenter goes away with its view")
  func presenterIsReleasedWithView() async throws {
    var view: CitiesViewSpy? = CitiesViewSpy()
    weak var weakPresenter: (any CitiesPresenter)?
    do {
      let owner = try #require(view)
      owner.presenter = makeConfigurator().configure(view: owner, router: router)
      weakPresenter = owner.presenter
      await owner.presenter?.viewDidAppear()
    }

    view = nil

    #expect(weakPresenter == nil)
  }

  private func makeConfigurator() -> CitiesConfigurator {
    CitiesConfigurator(displayCitiesUseCase: displayCities, deleteCityUseCase: deleteCity)
  }
}

private func berlinRow() -> CityCellViewSpy.Row {
  CityCellViewSpy.Row(title: "Berlin", subtitle: "Germany")
}

private func londonRow() -> CityCellViewSpy.Row {
  CityCellViewSpy.Row(title: "London", subtitle: "England, United Kingdom")
}
