import CitiesDomain
import CitiesTestSupport
import CitiesVIP
import CitiesVIPTestSupport
import Testing

@MainActor
@Suite("VIP cities router", .timeLimit(.minutes(1)), .endsRunWhenHung, .checksReleases)
struct CitiesRouterTests {
  @Test(
    "Routing to the weather passes the selected city into the weather scene's data store, then shows that scene",
    .tags(.l8))
  func passesSelectedCityToWeather() async {
    let (router, dataStore, destinations, view) = makeSUT()
    await dataStore.loadCities(request: Cities.LoadCities.Request())
    dataStore.selectCity(request: Cities.SelectCity.Request(cityID: otherCity().id))

    withExtendedLifetime(view) { router.routeToCityWeather() }

    #expect(destinations.messages == [.showCityWeather(otherCity())])
  }

  @Test("Routing to the weather with no city selected makes and shows nothing", .tags(.l8))
  func noSelectionGoesNowhere() async {
    let (router, dataStore, destinations, view) = makeSUT()
    await dataStore.loadCities(request: Cities.LoadCities.Request())

    withExtendedLifetime(view) { router.routeToCityWeather() }

    #expect(destinations.messages.isEmpty)
    #expect(destinations.madeSceneCount == 0)
  }

  @Test("Routing to add shows the search", .tags(.l9))
  func routesToAddCity() {
    let (router, _, destinations, view) = makeSUT()

    withExtendedLifetime(view) { router.routeToAddCity() }

    #expect(destinations.messages == [.showAddCity])
  }

  @Test("A router whose view has gone routes nowhere")
  func routesNowhereWithoutItsView() async {
    let (router, dataStore, destinations, view) = makeSUT()
    await dataStore.loadCities(request: Cities.LoadCities.Request())
    dataStore.selectCity(request: Cities.SelectCity.Request(cityID: otherCity().id))
    router.viewController = nil

    withExtendedLifetime(view) {
      router.routeToCityWeather()
      router.routeToAddCity()
    }

    #expect(destinations.messages.isEmpty)
  }

  private func makeSUT() -> (
    router: CitiesRouter, dataStore: CitiesInteractor, destinations: CitiesDestinationsSpy,
    view: CitiesDisplayLogicSpy
  ) {
    let view = CitiesDisplayLogicSpy()
    let destinations = CitiesDestinationsSpy()
    let dataStore = CitiesInteractor(
      presenter: CitiesPresentationLogicSpy(),
      displayCitiesUseCase: DisplayCitiesUseCaseStub(result: .success([anyCity(), otherCity()])),
      deleteCityUseCase: DeleteCityUseCaseSpy(), restoreCityUseCase: RestoreCityUseCaseSpy())
    let router = CitiesRouter(destinations: destinations)
    router.viewController = view
    router.dataStore = dataStore
    expectReleasedAfterTest(dataStore)
    expectReleasedAfterTest(router)
    return (router, dataStore, destinations, view)
  }
}
