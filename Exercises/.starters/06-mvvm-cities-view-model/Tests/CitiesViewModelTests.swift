// Made by scripts/kata.py from Tests/CitiesMVVMTests/Cities/CitiesViewModelTests.swift.

import CitiesDomain
import CitiesPresentationWords
import CitiesTestSupport
import Observation
import Testing

@MainActor
@Suite("Cities view model", .timeLimit(.minutes(1)), .endsRunWhenHung, .checksReleases)
struct CitiesViewModelTests {
  private let displayCities: DisplayCitiesUseCaseStub
  private let deleteCity: DeleteCityUseCaseSpy
  private let navigator: CitiesNavigatorSpy

  init() {
    displayCities = DisplayCitiesUseCaseStub(result: .success([anyCity(), otherCity()]))
    deleteCity = DeleteCityUseCaseSpy()
    navigator = CitiesNavigatorSpy()
  }

  @Test(
    "Appearing shows loading, then one row per saved city in the saved order", .tags(.l1, .l5))
  func appearingShowsRows() async {
    let (viewModel, view) = makeSUT()

    await viewModel.send(.appeared)

    #expect(view.values == [.loading, .list(rows: [berlinRow(), londonRow()])])
  }

  @Test("Every return to the list loads it again, showing loading first", .tags(.l1))
  func everyAppearanceLoads() async {
    let (viewModel, view) = makeSUT()
    await viewModel.send(.appeared)
    await displayCities.answer(with: .success([otherCity()]))

    await viewModel.send(.appeared)

    #expect(await displayCities.callCount == 2)
    #expect(view.values.suffix(2) == [.loading, .list(rows: [londonRow()])])
  }

  @Test("An empty list invites the user to add a city", .tags(.l3))
  func emptyList() async {
    let (viewModel, _) = makeSUT()
    await displayCities.answer(with: .success([]))

    await viewModel.send(.appeared)

    #expect(
      viewModel.state
        == .empty(message: CitiesListWords.emptyList)
    )
  }

  @Test("A failed load shows the error, and retrying loads the list again", .tags(.l4))
  func failedLoadAndRetry() async {
    let (viewModel, view) = makeSUT()
    await displayCities.answer(with: .failure(AnyError("The disk is full.")))
    await viewModel.send(.appeared)
    await displayCities.answer(with: .success([anyCity()]))

    await viewModel.send(.retryTapped)

    #expect(
      view.values == [
        .loading,
        .error(message: CitiesListWords.couldNotLoad(reason: "The disk is full.")),
        .loading,
        .list(rows: [berlinRow()]),
      ])
  }

  @Test(
    "Deleting a row deletes its city, then replaces the rows with the list loaded again",
    .tags(.l6))
  func deleteReloads() async {
    let (viewModel, view) = makeSUT()
    await viewModel.send(.appeared)
    await displayCities.answer(with: .success([anyCity()]))

    await viewModel.send(.deleteTapped(row: londonRow()))

    #expect(await deleteCity.deletedCities == [otherCity()])
    #expect(await displayCities.callCount == 2)
    #expect(
      view.values.suffix(2) == [
        .list(rows: [berlinRow(), londonRow()]), .list(rows: [berlinRow()]),
      ])
  }

  @Test(
    "A failed delete shows an alert naming the city and leaves the rows as they were", .tags(.l7))
  func failedDelete() async {
    let (viewModel, view) = makeSUT()
    await viewModel.send(.appeared)
    await deleteCity.fail(with: AnyError("The disk is full."))

    await viewModel.send(.deleteTapped(row: berlinRow()))

    #expect(
      viewModel.alert
        == CitiesListWords.couldNotDelete(cityName: "Berlin", reason: "The disk is full."))
    #expect(view.values == [.loading, .list(rows: [berlinRow(), londonRow()])])
    #expect(await displayCities.callCount == 1)
  }

  @Test("Dismissing the alert hides it and leaves the rows", .tags(.l7))
  func dismissAlert() async {
    let (viewModel, _) = makeSUT()
    await viewModel.send(.appeared)
    await deleteCity.fail(with: AnyError())
    await viewModel.send(.deleteTapped(row: berlinRow()))

    await viewModel.send(.alertDismissed)

    #expect(viewModel.alert == nil)
    #expect(viewModel.state == .list(rows: [berlinRow(), londonRow()]))
  }

  @Test("Selecting a row opens the weather of that row's city", .tags(.l8))
  func selectingOpensWeather() async {
    let (viewModel, _) = makeSUT()
    await viewModel.send(.appeared)

    await viewModel.send(.cityTapped(row: londonRow()))

    #expect(navigator.messages == [.showCityWeather(otherCity())])
  }

  @Test("Once the list fails to load again, a row it no longer shows opens nothing", .tags(.l10))
  func failedReloadLeavesNoRowToSelect() async throws {
    let (viewModel, _) = makeSUT()
    await viewModel.send(.appeared)
    try #require(viewModel.state == .list(rows: [berlinRow(), londonRow()]))
    await displayCities.answer(with: .failure(AnyError()))
    await viewModel.send(.retryTapped)

    await viewModel.send(.cityTapped(row: londonRow()))

    #expect(navigator.messages.isEmpty)
  }

  @Test(
    "Once the list fails to load again after a delete, a row it no longer shows stays undeleted",
    .tags(.l10))
  func failedReloadLeavesNoRowToDelete() async throws {
    let (viewModel, _) = makeSUT()
    await viewModel.send(.appeared)
    try #require(viewModel.state == .list(rows: [berlinRow(), londonRow()]))
    await displayCities.answer(with: .failure(AnyError()))
    await viewModel.send(.deleteTapped(row: berlinRow()))

    await viewModel.send(.deleteTapped(row: londonRow()))

    #expect(await deleteCity.deletedCities == [anyCity()])
  }

  @Test("Add opens the search", .tags(.l9))
  func addOpensSearch() async {
    let (viewModel, _) = makeSUT()

    await viewModel.send(.addTapped)

    #expect(navigator.messages == [.showAddCity])
  }

  @Test("A view observing the state with Observation is told when an intent changes it")
  func observingViewIsNotified() async {
    let (viewModel, _) = makeSUT()
    await viewModel.send(.appeared)
    await displayCities.answer(with: .success([otherCity()]))

    await confirmation("The view hears of the change") { stateChanged in
      withObservationTracking {
        _ = viewModel.state
      } onChange: {
        stateChanged()
      }
      await viewModel.send(.deleteTapped(row: berlinRow()))
    }
  }

  private func makeSUT() -> (viewModel: CitiesViewModel, view: ObservationSpy<CitiesState>) {
    let useCase = CitiesSceneUseCaseImplementation(
      displayCities: displayCities, deleteCity: deleteCity)
    let viewModel = CitiesViewModel(useCase: useCase, navigator: navigator)
    expectReleasedAfterTest(viewModel)
    return (viewModel, ObservationSpy { viewModel.state })
  }
}

private func berlinRow() -> CityRow {
  CityRow(id: anyCity().id, title: "Berlin", subtitle: "Germany")
}

private func londonRow() -> CityRow {
  CityRow(id: otherCity().id, title: "London", subtitle: "England, United Kingdom")
}
