// Made by scripts/kata.py from Tests/CitiesMVVMTests/Cities/CitiesTitleTests.swift.

import CitiesDomain
import CitiesPresentationWords
import CitiesTestSupport
import Exercise08MVVMStarter
import Testing

/// The change request of the kata's exercise 8: the list's title counts the rows on screen.
@MainActor
@Suite("MVVM cities title", .timeLimit(.minutes(1)), .endsRunWhenHung, .checksReleases)
struct CitiesTitleTests {
  @Test("Before the list is loaded the title is plain", .tags(.l2))
  func plainAtFirst() {
    let (viewModel, _) = makeSUT()

    #expect(shownTitle(viewModel) == CitiesListWords.title)
  }

  @Test("With rows on screen the title counts them", .tags(.l2))
  func countsTheRows() async {
    let (viewModel, _) = makeSUT()

    await viewModel.viewDidAppear()

    #expect(shownTitle(viewModel) == CitiesListWords.title(rowCount: 2, order: .added))
  }

  @Test("An empty list has the plain title", .tags(.l2))
  func plainWhenEmpty() async {
    let (viewModel, useCase) = makeSUT()
    await useCase.answer(with: .success([]))

    await viewModel.viewDidAppear()

    #expect(shownTitle(viewModel) == CitiesListWords.title)
  }

  @Test("A list that failed to load has the plain title", .tags(.l2))
  func plainOnError() async {
    let (viewModel, useCase) = makeSUT()
    await viewModel.viewDidAppear()
    await useCase.answer(with: .failure(AnyError()))

    await viewModel.didTapRetry()

    #expect(shownTitle(viewModel) == CitiesListWords.title)
  }

  @Test("Deleting a row counts the rows that remain", .tags(.l2))
  func followsADelete() async {
    let (viewModel, useCase) = makeSUT()
    await viewModel.viewDidAppear()
    await useCase.answer(with: .success([otherCity()]))

    await viewModel.didDeleteItem(berlinItem())

    #expect(shownTitle(viewModel) == CitiesListWords.title(rowCount: 1, order: .added))
  }

  @Test("A failed delete keeps the count of the rows that stay", .tags(.l2))
  func keptByAFailedDelete() async {
    let (viewModel, useCase) = makeSUT()
    await viewModel.viewDidAppear()
    await useCase.failDeletes(with: AnyError())

    await viewModel.didDeleteItem(berlinItem())

    #expect(shownTitle(viewModel) == CitiesListWords.title(rowCount: 2, order: .added))
  }

  // The one line that knows where this pattern shows the title: the view observes it on the view
  // model, beside the state.
  private func shownTitle(_ viewModel: CitiesViewModel) -> String? {
    viewModel.title
  }

  private func makeSUT() -> (viewModel: CitiesViewModel, useCase: CitiesSceneUseCaseSpy) {
    let useCase = CitiesSceneUseCaseSpy(result: .success([anyCity(), otherCity()]))
    let viewModel = CitiesViewModel(useCase: useCase, navigator: CitiesNavigatorSpy())
    expectReleasedAfterTest(viewModel)
    return (viewModel, useCase)
  }
}

private func berlinItem() -> CityItemViewModel {
  CityItemViewModel(id: anyCity().id, title: "Berlin", subtitle: "Germany")
}
