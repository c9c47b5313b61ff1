import CitiesDomain
import CitiesTestSupport
import CitiesVIP
import CitiesVIPTestSupport
import Testing

@MainActor
@Suite("VIP city-weather configurator", .timeLimit(.minutes(1)), .endsRunWhenHung, .checksReleases)
struct CityWeatherConfiguratorTests {
  private let coordinator = CityWeatherCoordinatorSpy()
  private let showWeather = ShowWeatherUseCaseSpy()
  private let configurator: CityWeatherConfigurator

  init() {
    configurator = CityWeatherConfigurator(showWeatherUseCase: showWeather)
  }

  @Test(
    "The configured loop brings the weather of the given city back to the view",
    .tags(.w1, .w2))
  func loopIsClosed() async {
    let view = CityWeatherDisplayLogicSpy()
    let scene = makeSUT(view: view, city: otherCity())

    await scene.interactor.loadWeather(request: CityWeather.LoadWeather.Request())

    #expect(await showWeather.requestedCities == [otherCity()])
    #expect(view.viewModels.map(\.title) == ["London", "London"])
    #expect(view.viewModels.first?.state == .loading)
  }

  @Test(
    "A presenter decorator sees every response the interactor sends, and the view still gets it")
  func presenterDecoratorObservesTheLoop() async {
    let observer = CityWeatherPresentationLogicSpy()
    let view = CityWeatherDisplayLogicSpy()
    let configurator = CityWeatherConfigurator(
      showWeatherUseCase: showWeather,
      presenterDecorator: { ObservedCityWeatherPresenter(presenter: $0, observer: observer) })
    let scene = configurator.configure(view: view, city: otherCity(), coordinator: coordinator)
    expectReleasedAfterTest(scene.interactor)

    await scene.interactor.loadWeather(request: CityWeather.LoadWeather.Request())

    #expect(
      observer.messages == [
        .presentLoading(otherCity()), .presentReport(otherCity(), anyWeatherReport()),
      ])
    #expect(view.viewModels.map(\.title) == ["London", "London"])
  }

  private func makeSUT(
    view: CityWeatherDisplayLogicSpy, city: City
  ) -> (interactor: any CityWeatherBusinessLogic, router: any CityWeatherRoutingLogic) {
    let scene = configurator.configure(view: view, city: city, coordinator: coordinator)
    view.interactor = scene.interactor
    view.router = scene.router
    expectReleasedAfterTest(scene.interactor)
    expectReleasedAfterTest(scene.router)
    return scene
  }
}

/// A decorator that shows each response to an observer, then passes it on to the presenter.
@MainActor
private struct ObservedCityWeatherPresenter: CityWeatherPresentationLogic {
  let presenter: any CityWeatherPresentationLogic
  let observer: CityWeatherPresentationLogicSpy

  func presentWeather(response: CityWeather.LoadWeather.Response) {
    observer.presentWeather(response: response)
    presenter.presentWeather(response: response)
  }
}
