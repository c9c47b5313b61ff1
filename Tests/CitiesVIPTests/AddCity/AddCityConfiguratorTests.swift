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
  private let coordinator = AddCityCoordinatorSpy()
  private let searchCities = SearchCitiesUseCaseSpy(result: .success([anyCity()]))
  private let clock = TestClock()
  private let configurator: AddCityConfigurator
  private let scene: (interactor: any AddCityBusinessLogic, router: any AddCityRoutingLogic)

  init() {
    configurator = AddCityConfigurator(
      searchCitiesUseCase: searchCities, addCityUseCase: AddCityUseCaseSpy(), clock: clock)
    scene = configurator.configure(view: view, coordinator: coordinator)
    view.interactor = scene.interactor
    view.router = scene.router
    expectReleasedAfterTest(scene.interactor)
    expectReleasedAfterTest(scene.router)
  }

  @Test(
    "The configured loop greets the view with the idle message when the scene appears", .tags(.s1))
  func appearanceShowsIdle() async {
    await scene.interactor.searchCities(request: AddCity.SearchCities.Request(text: ""))

    let idle = AddCityViewState.idle(message: AddCityWords.idle)
    #expect(view.messages == [.displaySearch(AddCity.SearchCities.ViewModel(state: idle))])
  }

  @Test(
    "Choosing a result of the configured scene tells its view the city was added", .tags(.s9))
  func chooseReachesView() async {
    let typing = Task {
      await scene.interactor.searchCities(request: AddCity.SearchCities.Request(text: "Berlin"))
    }
    await clock.sleepers(count: 1)
    clock.advance(by: .milliseconds(300))
    await typing.value

    await scene.interactor.chooseCity(request: AddCity.ChooseCity.Request(cityID: anyCity().id))
    scene.router.routeToCities()

    #expect(view.messages.last == .displayChosenCity(.added))
    #expect(coordinator.returnCount == 1)
  }

  @Test("Leaving while a search waits for the pause cancels it")
  func leavingStopsPendingSearch() async {
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

  @Test(
    "A presenter decorator sees every response the interactor sends, and the view still gets it")
  func presenterDecoratorObservesTheLoop() async {
    let observer = AddCityPresentationLogicSpy()
    let view = AddCityDisplayLogicSpy()
    let configurator = AddCityConfigurator(
      searchCitiesUseCase: searchCities, addCityUseCase: AddCityUseCaseSpy(), clock: clock,
      presenterDecorator: { ObservedAddCityPresenter(presenter: $0, observer: observer) })
    let scene = configurator.configure(view: view, coordinator: coordinator)
    expectReleasedAfterTest(scene.interactor)

    await scene.interactor.searchCities(request: AddCity.SearchCities.Request(text: ""))

    let idle = AddCityViewState.idle(message: AddCityWords.idle)
    #expect(observer.messages == [.presentIdle])
    #expect(view.messages == [.displaySearch(AddCity.SearchCities.ViewModel(state: idle))])
  }
}

/// A decorator that shows each response to an observer, then passes it on to the presenter.
@MainActor
private struct ObservedAddCityPresenter: AddCityPresentationLogic {
  let presenter: any AddCityPresentationLogic
  let observer: AddCityPresentationLogicSpy

  func presentSearch(response: AddCity.SearchCities.Response) {
    observer.presentSearch(response: response)
    presenter.presentSearch(response: response)
  }

  func presentChosenCity(response: AddCity.ChooseCity.Response) {
    observer.presentChosenCity(response: response)
    presenter.presentChosenCity(response: response)
  }
}
