import CitiesDomain
import CitiesTestSupport
import CitiesVIP
import CitiesWords
import Testing

@MainActor
@Suite("VIP add-city configurator")
struct AddCityConfiguratorTests {
  private let view = AddCityDisplaySpy()
  private let coordinator = AddCityCoordinatorSpy()
  private let searchCities = SearchCitiesUseCaseSpy(result: .success([anyCity()]))
  private let clock = TestClock()
  private let configurator: AddCityConfigurator
  private let scene: (interactor: any AddCityBusinessLogic, router: any AddCityRoutingLogic)

  init() {
    configurator = AddCityConfigurator(
      searchCitiesUseCase: searchCities, addCityUseCase: AddCityUseCaseSpy(), clock: clock)
    scene = configurator.configure(view: view, coordinator: coordinator)
  }

  @Test("The configured loop greets the view with the idle message when the scene appears")
  func appearanceShowsIdle() async {
    await scene.interactor.searchCities(request: AddCity.SearchCities.Request(text: ""))

    let idle = AddCityViewState.idle(message: AddCityWords.idle)
    #expect(view.messages == [.displaySearch(AddCity.SearchCities.ViewModel(state: idle))])
  }

  @Test("Choosing a result of the configured scene tells its view the city was added")
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

  @Test("The scene goes away with its view, leaving no interactor or router behind")
  func sceneIsReleasedWithView() async {
    var view: OwningAddCityView? = OwningAddCityView()
    view?.scene = view.map { configurator.configure(view: $0, coordinator: coordinator) }
    await view?.scene?.interactor.searchCities(request: AddCity.SearchCities.Request(text: ""))
    weak let weakView = view
    weak let interactor = view?.scene?.interactor
    weak let router = view?.scene?.router

    view = nil

    #expect(weakView == nil)
    #expect(interactor == nil)
    #expect(router == nil)
  }

  @Test("Leaving while a search waits for the pause cancels it and releases the scene")
  func pendingSearchDoesNotKeepSceneAlive() async {
    var view: OwningAddCityView? = OwningAddCityView()
    view?.scene = view.map { configurator.configure(view: $0, coordinator: coordinator) }
    let typing = view?.type("Berlin")
    await clock.sleepers(count: 1)
    weak let interactor = view?.scene?.interactor

    view = nil
    clock.advance(by: .milliseconds(300))
    await typing?.value

    #expect(interactor == nil)
    #expect(await searchCities.searchedTexts.isEmpty)
  }

  @Test(
    "A presenter decorator sees every response the interactor sends, and the view still gets it")
  func presenterDecoratorObservesTheLoop() async {
    let observer = AddCityPresenterSpy()
    let view = AddCityDisplaySpy()
    let configurator = AddCityConfigurator(
      searchCitiesUseCase: searchCities, addCityUseCase: AddCityUseCaseSpy(), clock: clock,
      presenterDecorator: { ObservedAddCityPresenter(presenter: $0, observer: observer) })
    let scene = configurator.configure(view: view, coordinator: coordinator)

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
  let observer: AddCityPresenterSpy

  func presentSearch(response: AddCity.SearchCities.Response) {
    observer.presentSearch(response: response)
    presenter.presentSearch(response: response)
  }

  func presentChosenCity(response: AddCity.ChooseCity.Response) {
    observer.presentChosenCity(response: response)
    presenter.presentChosenCity(response: response)
  }
}

/// A view that owns its interactor and router, as a Clean Swift view does, runs each keystroke's
/// search in a task of its own and cancels it when it goes away.
@MainActor
private final class OwningAddCityView: AddCityDisplayLogic {
  var scene: (interactor: any AddCityBusinessLogic, router: any AddCityRoutingLogic)?
  private var typing: Task<Void, Never>?

  deinit {
    typing?.cancel()
  }

  func type(_ text: String) -> Task<Void, Never>? {
    guard let interactor = scene?.interactor else { return nil }
    typing = Task {
      await interactor.searchCities(request: AddCity.SearchCities.Request(text: text))
    }
    return typing
  }

  func displaySearch(viewModel: AddCity.SearchCities.ViewModel) {}
  func displayChosenCity(viewModel: AddCity.ChooseCity.ViewModel) {}
}
