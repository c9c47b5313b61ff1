// Made by scripts/kata.py from Tests/CitiesMVPTests/Cities/CitiesTitleTests.swift.

import CitiesDomain
import CitiesPresentationWords
import CitiesTestSupport
import Exercise08MVPStarter
import Testing

/// The change request of the kata's exercise 8: the list's title counts the rows on screen.
@MainActor
@Suite("MVP saved-cities title", .timeLimit(.minutes(1)), .endsRunWhenHung, .checksReleases)
struct CitiesTitleTests {
  @Test("Before the list is loaded the title is plain", .tags(.l2))
  func plainAtFirst() {
    let sut = makeSUT()

    #expect(readTitle(of: sut.presenter) == CitiesListWords.title)
  }

  @Test("With rows on screen the title counts them", .tags(.l2))
  func countsTheRows() async {
    let sut = makeSUT()

    await sut.presenter.viewDidAppear()

    #expect(readTitle(of: sut.presenter) == CitiesListWords.title(rowCount: 2, order: .added))
  }

  @Test("An empty list has the plain title", .tags(.l2))
  func plainWhenEmpty() async {
    let sut = makeSUT()
    await sut.displayCities.answer(with: .success([]))

    await sut.presenter.viewDidAppear()

    #expect(readTitle(of: sut.presenter) == CitiesListWords.title)
  }

  @Test("A list that failed to load has the plain title", .tags(.l2))
  func plainOnError() async {
    let sut = makeSUT()
    await sut.presenter.viewDidAppear()
    await sut.displayCities.answer(with: .failure(AnyError()))

    await sut.presenter.retryButtonPressed()

    #expect(readTitle(of: sut.presenter) == CitiesListWords.title)
  }

  @Test("A list that fails to load again after a delete has the plain title", .tags(.l2))
  func plainWhenReloadAfterDeleteFails() async {
    let sut = makeSUT()
    await sut.presenter.viewDidAppear()
    await sut.displayCities.answer(with: .failure(AnyError()))

    await sut.presenter.deleteButtonPressed(row: 0)

    #expect(readTitle(of: sut.presenter) == CitiesListWords.title)
  }

  @Test("Deleting a row counts the rows that remain", .tags(.l2))
  func followsADelete() async {
    let sut = makeSUT()
    await sut.presenter.viewDidAppear()
    await sut.displayCities.answer(with: .success([otherCity()]))

    await sut.presenter.deleteButtonPressed(row: 0)

    #expect(readTitle(of: sut.presenter) == CitiesListWords.title(rowCount: 1, order: .added))
  }

  @Test("A failed delete keeps the count of the rows that stay", .tags(.l2))
  func keptByAFailedDelete() async {
    let sut = makeSUT()
    await sut.presenter.viewDidAppear()
    await sut.deleteCity.fail(with: AnyError())

    await sut.presenter.deleteButtonPressed(row: 0)

    #expect(readTitle(of: sut.presenter) == CitiesListWords.title(rowCount: 2, order: .added))
  }

  @Test(
    "While the list loads again the title is plain, as the view reads it on loading", .tags(.l2))
  func plainWhileReloading() async {
    let view = TitleOnLoadingView()
    let presenter = CitiesConfigurator(
      displayCitiesUseCase: DisplayCitiesUseCaseStub(result: .success([anyCity(), otherCity()])),
      deleteCityUseCase: DeleteCityUseCaseSpy(),
      restoreCityUseCase: RestoreCityUseCaseSpy(),
      orderSetting: CitiesListOrderSetting()
    ).configure(view: view, router: CitiesRouterSpy())
    view.presenter = presenter
    expectReleasedAfterTest(presenter)
    await view.presenter?.viewDidAppear()

    await view.presenter?.viewDidAppear()

    #expect(view.titlesOnLoading == [CitiesListWords.title, CitiesListWords.title])
  }

  private func makeSUT() -> (
    presenter: any CitiesPresenter, view: CitiesViewSpy, displayCities: DisplayCitiesUseCaseStub,
    deleteCity: DeleteCityUseCaseSpy
  ) {
    let displayCities = DisplayCitiesUseCaseStub(result: .success([anyCity(), otherCity()]))
    let deleteCity = DeleteCityUseCaseSpy()
    let view = CitiesViewSpy()
    let presenter = CitiesConfigurator(
      displayCitiesUseCase: displayCities, deleteCityUseCase: deleteCity,
      restoreCityUseCase: RestoreCityUseCaseSpy(),
      orderSetting: CitiesListOrderSetting()
    ).configure(view: view, router: CitiesRouterSpy())
    view.presenter = presenter
    expectReleasedAfterTest(presenter)
    return (presenter, view, displayCities, deleteCity)
  }
}

// The one line that knows where this pattern shows the title: the view reads it from the
// presenter, as it reads the rows.
@MainActor
private func readTitle(of presenter: any CitiesPresenter) -> String? {
  presenter.title
}

/// A view that notes the title it would draw each time it is told to show loading.
@MainActor
private final class TitleOnLoadingView: CitiesView {
  var presenter: (any CitiesPresenter)?
  private(set) var titlesOnLoading: [String?] = []

  func displayLoading() {
    titlesOnLoading.append(presenter.flatMap(readTitle(of:)))
  }

  func refreshCitiesView() {}

  func displayEmptyState(message: String) {}

  func displayError(message: String) {}

  func displayAlert(message: String) {}

  func displayUndoOffer(message: String) {}
}
