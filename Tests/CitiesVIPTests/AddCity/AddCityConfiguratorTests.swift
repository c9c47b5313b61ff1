import CitiesDomain
import CitiesPresentationWords
import CitiesTestSupport
import CitiesVIP
import CitiesVIPTestSupport
import Testing

@MainActor
@Suite("VIP add-city configurator", .timeLimit(.minutes(1)), .endsRunWhenHung, .checksReleases)
struct AddCityConfiguratorTests {
  private let view = AddCityDisplayLogicSpy()
  private let destinations = AddCityDestinationsSpy()
  private let searchCities = SearchCitiesUseCaseSpy(result: .success([anyCity()]))
  private let clock = TestClock()

  @Test(
    "The configured loop greets the view with the idle message when the scene appears", .tags(.s1))
  func appearanceShowsIdle() async {
    let scene = makeSUT()
    await scene.interactor.searchCities(request: AddCity.SearchCities.Request(text: ""))

    let idle = AddCityViewState.idle(message: AddCityWords.idle)
    #expect(view.messages == [.displaySearch(AddCity.SearchCities.ViewModel(state: idle))])
  }

  @Test(
    "Choosing a result of the configured scene tells its view the city was added", .tags(.s9))
  func chooseReachesView() async {
    let scene = makeSUT()
    let typing = Task {
      await scene.interactor.searchCities(request: AddCity.SearchCities.Request(text: "Berlin"))
    }
    await clock.sleepers(count: 1)
    clock.advance(by: .milliseconds(300))
    await typing.value

    await scene.interactor.chooseCity(request: AddCity.ChooseCity.Request(cityID: anyCity().id))
    scene.router.routeToCities()

    #expect(view.messages.last == .displayChosenCity(.added))
    #expect(destinations.returnCount == 1)
  }

  @Test("Leaving while a search waits for the pause cancels it")
  func leavingStopsPendingSearch() async {
    let scene = makeSUT()
    let typing = Task { [interactor = scene.interactor] in
      await interactor.searchCities(request: AddCity.SearchCities.Request(text: "Berlin"))
    }
    await clock.sleepers(count: 1)

    // A view that goes away cancels the work it started.
    typing.cancel()
    clock.advance(by: .milliseconds(300))
    await typing.value

    #expect(await searchCities.searchedTexts.isEmpty)
  }

  @Test("The router reads the interactor as its data store and routes from the view")
  func routerIsWiredToTheScene() {
    let scene = makeSUT()

    #expect(scene.router.dataStore === scene.interactor)
    #expect(scene.router.viewController === view)
  }

  private func makeSUT() -> (interactor: AddCityInteractor, router: AddCityRouter) {
    let scene = AddCityConfigurator(
      searchCitiesUseCase: searchCities, addCityUseCase: AddCityUseCaseSpy(), clock: clock,
      destinations: destinations
    ).configure(view: view)
    view.interactor = scene.interactor
    view.router = scene.router
    expectReleasedAfterTest(scene.interactor)
    expectReleasedAfterTest(scene.router)
    return scene
  }
}
