import CitiesMVVM
import CitiesMVVMTestSupport
import CitiesPresentationWords
import CitiesTestSupport
import Testing

// A failure without a reason of its own (a `URLError`, a `DecodingError`) reads as the feature's
// words for an unknown reason, never as a dump of its cases and fields.
@MainActor
@Suite(
  "Cities view model: failures without a reason", .timeLimit(.minutes(1)), .endsRunWhenHung,
  .checksReleases)
struct CitiesFailureReasonTests {
  private let displayCities = DisplayCitiesUseCaseStub(result: .success([anyCity(), otherCity()]))
  private let deleteCity = DeleteCityUseCaseSpy()
  private let navigator = CitiesNavigatorSpy()

  @Test("A load that fails without a reason says the reason is unknown", .tags(.l4))
  func loadFailsWithoutReason() async {
    let viewModel = makeSUT()
    await displayCities.answer(with: .failure(anyUndescribedError()))

    await viewModel.send(.appeared)

    let message = CitiesListWords.couldNotLoad(reason: FailureWords.unknownReason)
    #expect(viewModel.state == .error(message: message))
  }

  @Test("A delete that fails without a reason says the reason is unknown", .tags(.l7))
  func deleteFailsWithoutReason() async {
    let viewModel = makeSUT()
    await viewModel.send(.appeared)
    await deleteCity.fail(with: anyUndescribedError())
    let berlin = CityRow(id: anyCity().id, title: "Berlin", subtitle: "Germany")

    await viewModel.send(.deleteTapped(row: berlin))

    let message = CitiesListWords.couldNotDelete(
      cityName: "Berlin", reason: FailureWords.unknownReason)
    #expect(viewModel.alert == message)
  }

  private func makeSUT() -> CitiesViewModel {
    let useCase = CitiesSceneUseCaseImplementation(
      displayCities: displayCities, deleteCity: deleteCity)
    let viewModel = CitiesViewModel(useCase: useCase, navigator: navigator)
    expectReleasedAfterTest(viewModel)
    return viewModel
  }
}
