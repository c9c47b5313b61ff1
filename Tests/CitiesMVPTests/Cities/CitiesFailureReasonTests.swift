import CitiesMVP
import CitiesMVPTestSupport
import CitiesPresentationWords
import CitiesTestSupport
import Testing

// A failure without a reason of its own (a `URLError`, a `DecodingError`) reads as the feature's
// words for an unknown reason, never as a dump of its cases and fields.
@MainActor
@Suite(
  "MVP saved-cities presenter: failures without a reason", .timeLimit(.minutes(1)),
  .endsRunWhenHung, .checksReleases)
struct CitiesFailureReasonTests {
  private let displayCities = DisplayCitiesUseCaseStub(result: .success([anyCity(), otherCity()]))
  private let deleteCity = DeleteCityUseCaseSpy()
  private let view = CitiesViewSpy()
  private let presenter: any CitiesPresenter

  init() {
    presenter = CitiesConfigurator(
      displayCitiesUseCase: displayCities, deleteCityUseCase: deleteCity
    )
    .configure(view: view, router: CitiesRouterSpy())
    view.presenter = presenter
    expectReleasedAfterTest(presenter)
  }

  @Test("A load that fails without a reason says the reason is unknown", .tags(.l4))
  func loadFailsWithoutReason() async {
    await displayCities.answer(with: .failure(anyUndescribedError()))

    await presenter.viewDidAppear()

    let message = CitiesListWords.couldNotLoad(reason: FailureWords.unknownReason)
    #expect(view.messages == [.loading, .error(message)])
  }

  @Test("A delete that fails without a reason says the reason is unknown", .tags(.l7))
  func deleteFailsWithoutReason() async {
    await presenter.viewDidAppear()
    await deleteCity.fail(with: anyUndescribedError())

    await presenter.deleteButtonPressed(row: 0)

    let message = CitiesListWords.couldNotDelete(
      cityName: "Berlin", reason: FailureWords.unknownReason)
    #expect(view.messages.last == .alert(message))
  }
}
