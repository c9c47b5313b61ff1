import CitiesDomain
import CitiesMVVM
import CitiesTestSupport
import CitiesWords
import Observation
import Testing

@MainActor
@Suite("Add city view model: adding and leaving")
struct AddCityViewModelTests {
  private let searchCities: SearchCitiesUseCaseSpy
  private let addCity: AddCityUseCaseSpy
  private let navigator: AddCityNavigatorSpy
  private let clock: TestClock

  init() {
    searchCities = SearchCitiesUseCaseSpy(result: .success([anyCity(), otherCity()]))
    addCity = AddCityUseCaseSpy()
    navigator = AddCityNavigatorSpy()
    clock = TestClock()
  }

  @Test("Choosing a result adds that city and returns to the list")
  func choosingAddsAndCloses() async {
    let viewModel = makeSUT()
    await search("Lon", in: viewModel)

    await viewModel.send(.resultTapped(row: londonRow()))

    #expect(await addCity.receivedParameters == [AddCityParameters(city: otherCity())])
    #expect(navigator.messages == [.closeAddCity])
    #expect(viewModel.alert == nil)
  }

  @Test("Choosing a city that is saved already shows the list's refusal and stays")
  func duplicateShowsAlert() async {
    let viewModel = makeSUT()
    await search("Lon", in: viewModel)
    await addCity.fail(with: AddCityError.alreadySaved(otherCity()))

    await viewModel.send(.resultTapped(row: londonRow()))

    #expect(viewModel.alert == AddCityWords.alreadySaved(cityName: "London"))
    #expect(navigator.messages.isEmpty)
  }

  @Test("Choosing a city with a blank name shows the domain's refusal and stays")
  func blankNameShowsAlert() async {
    let viewModel = makeSUT()
    await search("Lon", in: viewModel)
    await addCity.fail(with: AddCityError.blankName)

    await viewModel.send(.resultTapped(row: londonRow()))

    #expect(viewModel.alert == AddCityWords.blankName)
    #expect(navigator.messages.isEmpty)
  }

  @Test("Any other failure to add shows an alert naming the city and stays")
  func failedAddShowsAlert() async {
    let viewModel = makeSUT()
    await search("Lon", in: viewModel)
    await addCity.fail(with: AnyError("The disk is full."))

    await viewModel.send(.resultTapped(row: londonRow()))

    #expect(
      viewModel.alert == AddCityWords.couldNotAdd(cityName: "London", reason: "The disk is full."))
    #expect(navigator.messages.isEmpty)
  }

  @Test("Dismissing the alert hides it and keeps the results")
  func dismissAlert() async {
    let viewModel = makeSUT()
    await search("Lon", in: viewModel)
    await addCity.fail(with: AnyError())
    await viewModel.send(.resultTapped(row: londonRow()))
    let results = viewModel.state

    await viewModel.send(.alertDismissed)

    #expect(viewModel.alert == nil)
    #expect(viewModel.state == results)
  }

  @Test("Cancel returns to the list without adding anything")
  func cancelCloses() async {
    let viewModel = makeSUT()

    await viewModel.send(.cancelTapped)

    #expect(navigator.messages == [.closeAddCity])
    #expect(await addCity.receivedParameters.isEmpty)
  }

  @Test("A view observing the state with Observation is told when an intent changes it")
  func observingViewIsNotified() async {
    let viewModel = makeSUT()

    await confirmation("The view hears of the change") { stateChanged in
      withObservationTracking {
        _ = viewModel.state
      } onChange: {
        stateChanged()
      }
      await viewModel.send(.queryChanged("B"))
    }
  }

  @Test("The view model is released when its view goes away")
  func releasedWithItsView() async {
    var viewModel: AddCityViewModel? = makeSUT()
    weak let weakViewModel = viewModel
    if let viewModel { await search("Lon", in: viewModel) }

    viewModel = nil

    #expect(weakViewModel == nil)
  }

  @Test("A view that goes away while a search waits stops the search and releases the view model")
  func releasedWhenItsViewLeavesMidSearch() async {
    var viewModel: AddCityViewModel? = makeSUT()
    weak let weakViewModel = viewModel
    let viewTask = Task { [viewModel] in await viewModel?.send(.queryChanged("Berlin")) }
    await clock.sleepers(count: 1)

    viewModel = nil
    viewTask.cancel()
    // Had the search outlived the cancellation, this would wake it and it would search.
    clock.advance(by: .milliseconds(300))
    await viewTask.value

    #expect(await searchCities.searchedTexts.isEmpty)
    #expect(weakViewModel == nil)
  }

  private func makeSUT() -> AddCityViewModel {
    let useCase = AddCitySceneUseCaseImplementation(searchCities: searchCities, addCity: addCity)
    return AddCityViewModel(useCase: useCase, navigator: navigator, clock: clock)
  }

  private func search(_ text: String, in viewModel: AddCityViewModel) async {
    async let typing: Void = viewModel.send(.queryChanged(text))
    await clock.sleepers(count: 1)
    clock.advance(by: .milliseconds(300))
    await typing
  }
}

private func londonRow() -> CityRow {
  CityRow(id: otherCity().id, title: "London", subtitle: "England, United Kingdom")
}
