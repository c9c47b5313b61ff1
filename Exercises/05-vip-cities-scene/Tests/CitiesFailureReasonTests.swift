// Made by scripts/kata.py from Tests/CitiesVIPTests/Cities/CitiesFailureReasonTests.swift.

import CitiesPresentationWords
import CitiesTestSupport
import Exercise05Starter
import Testing

// A failure without a reason of its own (a `URLError`, a `DecodingError`) reads as the feature's
// words for an unknown reason, never as a dump of its cases and fields.
@MainActor
@Suite(
  "VIP cities presenter: failures without a reason", .timeLimit(.minutes(1)), .endsRunWhenHung,
  .checksReleases)
struct CitiesFailureReasonTests {
  private let view = CitiesDisplayLogicSpy()

  @Test("A load that fails without a reason says the reason is unknown", .tags(.l4))
  func loadFailsWithoutReason() {
    let presenter = makeSUT()
    presenter.presentCities(response: .failed(anyUndescribedError()))

    let message = CitiesListWords.couldNotLoad(reason: FailureWords.unknownReason)
    #expect(shownStates == [.error(message: message)])
  }

  @Test("A delete that fails without a reason says the reason is unknown", .tags(.l7))
  func deleteFailsWithoutReason() {
    let presenter = makeSUT()
    let response = Cities.DeleteCity.Response(city: anyCity(), error: anyUndescribedError())

    presenter.presentDeleteCity(response: response)

    let message = CitiesListWords.couldNotDelete(
      cityName: "Berlin", reason: FailureWords.unknownReason)
    #expect(
      view.messages == [.displayDeleteCity(Cities.DeleteCity.ViewModel(alertMessage: message))])
  }

  // The states the view was told to show; the title that goes with each is another suite's.
  private var shownStates: [CitiesViewState] {
    view.messages.compactMap { message in
      guard case .displayCities(let viewModel) = message else { return nil }
      return viewModel.state
    }
  }

  private func makeSUT() -> CitiesPresenter {
    let presenter = CitiesPresenter(view: view)
    expectReleasedAfterTest(presenter)
    return presenter
  }
}
