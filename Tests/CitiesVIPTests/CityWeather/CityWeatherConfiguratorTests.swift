import CitiesDomain
import CitiesTestSupport
import CitiesVIP
import CitiesVIPTestSupport
import Testing

@MainActor
@Suite("VIP city-weather configurator", .timeLimit(.minutes(1)), .endsRunWhenHung, .checksReleases)
struct CityWeatherConfiguratorTests {
  private let destinations = CityWeatherDestinationsSpy()
  private let showWeather = ShowWeatherUseCaseSpy()

  @Test(
    "The configured loop brings the weather of the city in its data store back to the view",
    .tags(.w1, .w2))
  func loopIsClosed() async {
    let view = CityWeatherDisplayLogicSpy()
    let scene = makeSUT(view: view)
    scene.interactor.city = otherCity()

    await scene.interactor.loadWeather(request: CityWeather.LoadWeather.Request())

    #expect(await showWeather.requestedCities == [otherCity()])
    #expect(view.viewModels.map(\.title) == ["London", "London"])
    #expect(view.viewModels.first?.state == .loading)
  }

  @Test("The router reads the interactor as its data store and routes from the view")
  func routerIsWiredToTheScene() {
    let view = CityWeatherDisplayLogicSpy()
    let scene = makeSUT(view: view)

    #expect(scene.router.dataStore === scene.interactor)
    #expect(scene.router.viewController === view)
  }

  @Test("With no city in its data store the scene loads nothing", .tags(.w1))
  func noCityLoadsNothing() async {
    let view = CityWeatherDisplayLogicSpy()
    let scene = makeSUT(view: view)

    await scene.interactor.loadWeather(request: CityWeather.LoadWeather.Request())

    #expect(await showWeather.requestedCities.isEmpty)
    #expect(view.viewModels.isEmpty)
  }

  private func makeSUT(
    view: CityWeatherDisplayLogicSpy
  ) -> (interactor: CityWeatherInteractor, router: CityWeatherRouter) {
    let scene = CityWeatherConfigurator(
      showWeatherUseCase: showWeather, renameCityUseCase: RenameCityUseCaseSpy(),
      destinations: destinations
    ).configure(view: view)
    view.interactor = scene.interactor
    view.router = scene.router
    expectReleasedAfterTest(scene.interactor)
    expectReleasedAfterTest(scene.router)
    return scene
  }
}
