// Made by scripts/kata.py from Tests/CitiesMVVMTests/Cities/CitiesFailureReasonTests.swift.

import CitiesPresentationWords
import CitiesTestSupport
import Exercise06Starter
import Testing

// A failure without a reason of its own (a `URLError`, a `DecodingError`) reads as the feature's
// words for an unknown reason, never as a dump of its cases and fields.
@MainActor
@Suite(
  "Cities view model: failures without a reason", .timeLimit(.minutes(1)), .endsRunWhenHung,
  .checksReleases)
struct CitiesFailureReasonTests {
  @Test("A load that fails without a reason says the reason is unknown", .tags(.l4))
  func loadFailsWithoutReason() async {
    let (viewModel, useCase) = makeSUT()
    await useCase.answer(with: .failure(anyUndescribedError()))

    await viewModel.viewDidAppear()

    let message = CitiesListWords.couldNotLoad(reason: FailureWords.unknownReason)
    #expect(viewModel.state == .error(message: message))
  }

  @Test("A delete that fails without a reason says the reason is unknown", .tags(.l7))
  func deleteFailsWithoutReason() async {
    let (viewModel, useCase) = makeSUT()
    await viewModel.viewDidAppear()
    await useCase.failDeletes(with: anyUndescribedError())
    let berlin = CityItemViewModel(id: anyCity().id, title: "Berlin", subtitle: "Germany")

    await viewModel.didDeleteItem(berlin)

    let message = CitiesListWords.couldNotDelete(
      cityName: "Berlin", reason: FailureWords.unknownReason)
    #expect(viewModel.alert == message)
  }

  private func makeSUT() -> (viewModel: CitiesViewModel, useCase: CitiesSceneUseCaseSpy) {
    let useCase = CitiesSceneUseCaseSpy(result: .success([anyCity(), otherCity()]))
    let viewModel = CitiesViewModel(useCase: useCase, navigator: CitiesNavigatorSpy())
    expectReleasedAfterTest(viewModel)
    return (viewModel, useCase)
  }
}
