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
  @Test("A load that fails without a reason says the reason is unknown", .tags(.l4))
  func loadFailsWithoutReason() async {
    let sut = makeSUT()
    sut.interactor.fetchResult = .failure(anyUndescribedError())

    await sut.presenter.viewWillAppear()

    let message = CitiesListWords.couldNotLoad(reason: FailureWords.unknownReason)
    #expect(sut.view.messages.last == .failure(message, title: CitiesListWords.title))
  }

  @Test("A delete that fails without a reason says the reason is unknown", .tags(.l7))
  func deleteFailsWithoutReason() async {
    let sut = makeSUT()
    sut.interactor.citiesBehindRows = [anyCity()]
    sut.interactor.deleteError = anyUndescribedError()

    await sut.presenter.didTapDelete(cityID: anyCity().id)

    let message = CitiesListWords.couldNotDelete(
      cityName: "Berlin", reason: FailureWords.unknownReason)
    #expect(sut.view.messages.last == .alert(message))
  }

  private func makeSUT() -> (
    presenter: CitiesPresenter, view: CitiesViewSpy, interactor: CitiesInteractorInputSpy
  ) {
    let (view, interactor) = (CitiesViewSpy(), CitiesInteractorInputSpy())
    let presenter = CitiesPresenter(interactor: interactor, wireframe: CitiesWireframeInputSpy())
    presenter.view = view
    expectReleasedAfterTest(presenter)
    expectReleasedAfterTest(interactor)
    return (presenter, view, interactor)
  }
}
