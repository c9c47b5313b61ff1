// Made by scripts/kata.py from Tests/CitiesMVVMTests/Cities/CitiesViewModelTests.swift.

import CitiesDomain
import CitiesPresentationWords
import CitiesTestSupport
import Exercise06Starter
import Observation
import Testing

@MainActor
@Suite("Cities view model", .timeLimit(.minutes(1)), .endsRunWhenHung, .checksReleases)
struct CitiesViewModelTests {
  @Test(
    "Appearing shows loading, then one row per saved city in the saved order", .tags(.l1, .l5))
  func appearingShowsRows() async {
    let (viewModel, view, _, _) = makeSUT()

    await viewModel.viewDidAppear()

    #expect(view.values == [.loading, .list(items: [berlinItem(), londonItem()])])
  }

  @Test(
    "Every return to the list loads it again, showing loading first, so a city added meanwhile shows",
    .tags(.l1))
  func everyAppearanceLoads() async {
    let (viewModel, view, useCase, _) = makeSUT()
    await viewModel.viewDidAppear()
    await useCase.answer(with: .success([otherCity()]))

    await viewModel.viewDidAppear()

    #expect(await useCase.loadCount == 2)
    #expect(view.values.suffix(2) == [.loading, .list(items: [londonItem()])])
  }

  @Test("An empty list invites the user to add a city", .tags(.l3))
  func emptyList() async {
    let (viewModel, _, useCase, _) = makeSUT()
    await useCase.answer(with: .success([]))

    await viewModel.viewDidAppear()

    #expect(
      viewModel.state
        == .empty(message: CitiesListWords.emptyList)
    )
  }

  @Test("A failed load shows the error, and retrying loads the list again", .tags(.l4))
  func failedLoadAndRetry() async {
    let (viewModel, view, useCase, _) = makeSUT()
    await useCase.answer(with: .failure(AnyError("The disk is full.")))
    await viewModel.viewDidAppear()
    await useCase.answer(with: .success([anyCity()]))

    await viewModel.didTapRetry()

    #expect(
      view.values == [
        .loading,
        .error(message: CitiesListWords.couldNotLoad(reason: "The disk is full.")),
        .loading,
        .list(items: [berlinItem()]),
      ])
  }

  @Test(
    "Deleting a row deletes its city, then replaces the rows with the list loaded again",
    .tags(.l6))
  func deleteReloads() async {
    let (viewModel, view, useCase, _) = makeSUT()
    await viewModel.viewDidAppear()
    await useCase.answer(with: .success([anyCity()]))

    await viewModel.didDeleteItem(londonItem())

    #expect(await useCase.deletedCities == [otherCity()])
    #expect(await useCase.loadCount == 2)
    #expect(
      view.values.suffix(2) == [
        .list(items: [berlinItem(), londonItem()]), .list(items: [berlinItem()]),
      ])
  }

  @Test(
    "A failed delete shows an alert naming the city and leaves the rows as they were", .tags(.l7))
  func failedDelete() async {
    let (viewModel, view, useCase, _) = makeSUT()
    await viewModel.viewDidAppear()
    await useCase.failDeletes(with: AnyError("The disk is full."))

    await viewModel.didDeleteItem(berlinItem())

    #expect(
      viewModel.alert
        == CitiesListWords.couldNotDelete(cityName: "Berlin", reason: "The disk is full."))
    #expect(view.values == [.loading, .list(items: [berlinItem(), londonItem()])])
    #expect(await useCase.loadCount == 1)
  }

  @Test("Dismissing the alert hides it and leaves the rows", .tags(.l7))
  func dismissAlert() async {
    let (viewModel, _, useCase, _) = makeSUT()
    await viewModel.viewDidAppear()
    await useCase.failDeletes(with: AnyError())
    await viewModel.didDeleteItem(berlinItem())

    viewModel.didDismissAlert()

    #expect(viewModel.alert == nil)
    #expect(viewModel.state == .list(items: [berlinItem(), londonItem()]))
  }

  @Test("Selecting a row opens the weather of that row's city", .tags(.l8))
  func selectingOpensWeather() async {
    let (viewModel, _, _, navigator) = makeSUT()
    await viewModel.viewDidAppear()

    viewModel.didSelectItem(londonItem())

    #expect(navigator.messages == [.showCityWeather(otherCity())])
  }

  @Test("Once the list fails to load again, a row it no longer shows opens nothing", .tags(.l10))
  func failedReloadLeavesNoRowToSelect() async throws {
    let (viewModel, _, useCase, navigator) = makeSUT()
    await viewModel.viewDidAppear()
    try #require(viewModel.state == .list(items: [berlinItem(), londonItem()]))
    await useCase.answer(with: .failure(AnyError()))
    await viewModel.didTapRetry()

    viewModel.didSelectItem(londonItem())

    #expect(navigator.messages.isEmpty)
  }

  @Test(
    "Once the list fails to load again after a delete, a row it no longer shows stays undeleted",
    .tags(.l10))
  func failedReloadLeavesNoRowToDelete() async throws {
    let (viewModel, _, useCase, _) = makeSUT()
    await viewModel.viewDidAppear()
    try #require(viewModel.state == .list(items: [berlinItem(), londonItem()]))
    await useCase.answer(with: .failure(AnyError()))
    await viewModel.didDeleteItem(berlinItem())

    await viewModel.didDeleteItem(londonItem())

    #expect(await useCase.deletedCities == [anyCity()])
  }

  @Test("Add opens the search", .tags(.l9))
  func addOpensSearch() async {
    let (viewModel, _, _, navigator) = makeSUT()

    viewModel.didTapAdd()

    #expect(navigator.messages == [.showAddCity])
  }

  @Test("A view observing the state with Observation is told when an input changes it")
  func observingViewIsNotified() async {
    let (viewModel, _, useCase, _) = makeSUT()
    await viewModel.viewDidAppear()
    await useCase.answer(with: .success([otherCity()]))

    await confirmation("The view hears of the change") { stateChanged in
      withObservationTracking {
        _ = viewModel.state
      } onChange: {
        stateChanged()
      }
      await viewModel.didDeleteItem(berlinItem())
    }
  }

  private func makeSUT() -> (
    viewModel: CitiesViewModel, view: ObservationSpy<CitiesState>, useCase: CitiesSceneUseCaseSpy,
    navigator: CitiesNavigatorSpy
  ) {
    let useCase = CitiesSceneUseCaseSpy(result: .success([anyCity(), otherCity()]))
    let navigator = CitiesNavigatorSpy()
    let viewModel = CitiesViewModel(useCase: useCase, navigator: navigator)
    expectReleasedAfterTest(viewModel)
    return (viewModel, ObservationSpy { viewModel.state }, useCase, navigator)
  }
}

private func berlinItem() -> CityItemViewModel {
  CityItemViewModel(id: anyCity().id, title: "Berlin", subtitle: "Germany")
}

private func londonItem() -> CityItemViewModel {
  CityItemViewModel(id: otherCity().id, title: "London", subtitle: "England, United Kingdom")
}
