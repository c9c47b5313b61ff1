// Made by scripts/kata.py from Tests/CitiesMVPTests/Cities/CitiesFailureReasonTests.swift.

import CitiesPresentationWords
import CitiesTestSupport
import Exercise04Starter
import Testing

// A failure without a reason of its own (a `URLError`, a `DecodingError`) reads as the feature's
// words for an unknown reason, never as a dump of its cases and fields.
@MainActor
@Suite(
  "MVP saved-cities presenter: failures without a reason", .timeLimit(.minutes(1)),
  .endsRunWhenHung, .checksReleases)
struct CitiesFailureReasonTests {
  @Test("A load that fails without a reason says the reason is unknown", .tags(.l4))
  func loadFailsWithoutReason() async {
    let sut = makeSUT()
    await sut.displayCities.answer(with: .failure(anyUndescribedError()))

    await sut.presenter.viewDidAppear()

    let message = CitiesListWords.couldNotLoad(reason: FailureWords.unknownReason)
    #expect(sut.view.messages == [.loading, .error(message)])
  }

  @Test("A delete that fails without a reason says the reason is unknown", .tags(.l7))
  func deleteFailsWithoutReason() async {
    let sut = makeSUT()
    await sut.presenter.viewDidAppear()
    await sut.deleteCity.fail(with: anyUndescribedError())

    await sut.presenter.deleteButtonPressed(row: 0)

    let message = CitiesListWords.couldNotDelete(
      cityName: "Berlin", reason: FailureWords.unknownReason)
    #expect(sut.view.messages.last == .alert(message))
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
