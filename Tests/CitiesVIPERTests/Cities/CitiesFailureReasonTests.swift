import CitiesPresentationWords
import CitiesTestSupport
import CitiesVIPER
import CitiesVIPERTestSupport
import Testing

// A failure without a reason of its own (a `URLError`, a `DecodingError`) reads as the feature's
// words for an unknown reason, never as a dump of its cases and fields.
@MainActor
@Suite(
  "VIPER cities presenter: failures without a reason", .timeLimit(.minutes(1)), .endsRunWhenHung,
  .checksReleases)
struct CitiesFailureReasonTests {
  private let displayCities = DisplayCitiesUseCaseStub(result: .success([anyCity(), otherCity()]))
  private let deleteCity = DeleteCityUseCaseSpy()
  private let view = CitiesViewSpy()
  private let presenter: CitiesPresenter

  init() {
    let interactor = CitiesInteractor(
      displayCitiesUseCase: displayCities, deleteCityUseCase: deleteCity)
    presenter = CitiesPresenter(
      view: view, interactor: interactor, router: CitiesRouter(navigator: AppNavigatorSpy()))
    expectReleasedAfterTest(presenter)
    expectReleasedAfterTest(interactor)
  }

  @Test("A load that fails without a reason says the reason is unknown", .tags(.l4))
  func loadFailsWithoutReason() async {
    await displayCities.answer(with: .failure(anyUndescribedError()))

    await presenter.viewWillAppear()

    let message = CitiesListWords.couldNotLoad(reason: FailureWords.unknownReason)
    #expect(view.messages.last == .failure(message, title: CitiesListWords.title))
  }

  @Test("A delete that fails without a reason says the reason is unknown", .tags(.l7))
  func deleteFailsWithoutReason() async {
    await presenter.viewWillAppear()
    await deleteCity.fail(with: anyUndescribedError())

    await presenter.didTapDelete(cityID: anyCity().id)

    let message = CitiesListWords.couldNotDelete(
      cityName: "Berlin", reason: FailureWords.unknownReason)
    #expect(view.messages.last == .alert(message))
  }
}
