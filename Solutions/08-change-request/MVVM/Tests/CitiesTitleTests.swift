// Made by scripts/kata.py from Tests/CitiesMVVMTests/Cities/CitiesTitleTests.swift.

import CitiesDomain
import CitiesPresentationWords
import CitiesTestSupport
import Testing

/// The change request of the kata's exercise 8: the list's title counts the rows on screen.
@MainActor
@Suite("MVVM cities title", .timeLimit(.minutes(1)), .endsRunWhenHung, .checksReleases)
struct CitiesTitleTests {
  private let displayCities = DisplayCitiesUseCaseStub(result: .success([anyCity(), otherCity()]))
  private let deleteCity = DeleteCityUseCaseSpy()
  private let navigator = CitiesNavigatorSpy()
  private let viewModel: CitiesViewModel

  init() {
    viewModel = CitiesAssembler(displayCities: displayCities, deleteCity: deleteCity)
      .makeViewModel(navigator: navigator)
    expectReleasedAfterTest(viewModel)
  }

  @Test("Before the list is loaded the title is plain", .tags(.l2))
  func plainAtFirst() {
    #expect(shownTitle() == CitiesListWords.title)
  }

  @Test("With rows on screen the title counts them", .tags(.l2))
  func countsTheRows() async {
    await viewModel.send(.appeared)

    #expect(shownTitle() == CitiesListWords.title(rowCount: 2))
  }

  @Test("An empty list has the plain title", .tags(.l2))
  func plainWhenEmpty() async {
    await displayCities.answer(with: .success([]))

    await viewModel.send(.appeared)

    #expect(shownTitle() == CitiesListWords.title)
  }

  @Test("A list that failed to load has the plain title", .tags(.l2))
  func plainOnError() async {
    await viewModel.send(.appeared)
    await displayCities.answer(with: .failure(AnyError()))

    await viewModel.send(.retryTapped)

    #expect(shownTitle() == CitiesListWords.title)
  }

  @Test("Deleting a row counts the rows that remain", .tags(.l2))
  func followsADelete() async {
    await viewModel.send(.appeared)
    await displayCities.answer(with: .success([otherCity()]))

    await viewModel.send(.deleteTapped(row: berlinRow()))

    #expect(shownTitle() == CitiesListWords.title(rowCount: 1))
  }

  @Test("A failed delete keeps the count of the rows that stay", .tags(.l2))
  func keptByAFailedDelete() async {
    await viewModel.send(.appeared)
    await deleteCity.fail(with: AnyError())

    await viewModel.send(.deleteTapped(row: berlinRow()))

    #expect(shownTitle() == CitiesListWords.title(rowCount: 2))
  }

  // The one line that knows where this pattern shows the title: the view observes it on the view
  // model, beside the state.
  private func shownTitle() -> String? {
    viewModel.title
  }
}

private func berlinRow() -> CityRow {
  CityRow(id: anyCity().id, title: "Berlin", subtitle: "Germany")
}
