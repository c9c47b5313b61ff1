// Made by scripts/kata.py from Tests/CitiesVIPTests/Cities/CitiesTitleTests.swift.

import CitiesDomain
import CitiesPresentationWords
import CitiesTestSupport
import Exercise08VIPStarter
import Testing

/// The change request of the kata's exercise 8: the list's title counts the rows on screen.
@MainActor
@Suite("VIP cities title", .timeLimit(.minutes(1)), .endsRunWhenHung, .checksReleases)
struct CitiesTitleTests {
  private let view = CitiesDisplayLogicSpy()

  @Test("While the list loads the title is plain", .tags(.l2))
  func plainWhileLoading() {
    let presenter = makeSUT()
    presenter.presentCities(response: .loading)

    #expect(shownTitle() == CitiesListWords.title)
  }

  @Test("With rows on screen the title counts them", .tags(.l2))
  func countsTheRows() {
    let presenter = makeSUT()
    presenter.presentCities(response: .loaded([anyCity(), otherCity()], order: .added))

    #expect(shownTitle() == CitiesListWords.title(rowCount: 2, order: .added))
  }

  @Test("An empty list has the plain title", .tags(.l2))
  func plainWhenEmpty() {
    let presenter = makeSUT()
    presenter.presentCities(response: .loaded([], order: .added))

    #expect(shownTitle() == CitiesListWords.title)
  }

  @Test("A list that failed to load has the plain title", .tags(.l2))
  func plainOnError() {
    let presenter = makeSUT()
    presenter.presentCities(response: .failed(AnyError()))

    #expect(shownTitle() == CitiesListWords.title)
  }

  @Test("The whole loop counts the rows that remain after a delete", .tags(.l2))
  func followsADelete() async {
    let displayCities = DisplayCitiesUseCaseStub(result: .success([anyCity(), otherCity()]))
    let scene = CitiesConfigurator(
      displayCitiesUseCase: displayCities, deleteCityUseCase: DeleteCityUseCaseSpy(),
      restoreCityUseCase: RestoreCityUseCaseSpy(),
      destinations: CitiesDestinationsSpy()
    )
    .configure(view: view)
    expectReleasedAfterTest(scene.interactor)
    await scene.interactor.loadCities(request: Cities.LoadCities.Request())
    await displayCities.answer(with: .success([otherCity()]))

    await scene.interactor.deleteCity(request: Cities.DeleteCity.Request(cityID: anyCity().id))

    #expect(shownTitle() == CitiesListWords.title(rowCount: 1, order: .added))
  }

  // The one place that knows where this pattern shows the title: in the last list view model
  // the view was given.
  private func shownTitle() -> String? {
    nil  // Return the title the view was last given, once your scene gives one.
  }

  private func makeSUT() -> CitiesPresenter {
    let presenter = CitiesPresenter(view: view)
    expectReleasedAfterTest(presenter)
    return presenter
  }
}
