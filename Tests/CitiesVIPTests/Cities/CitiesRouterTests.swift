import CitiesDomain
import CitiesTestSupport
import CitiesVIP
import CitiesVIPTestSupport
import Testing

@MainActor
@Suite("VIP cities router", .timeLimit(.minutes(1)), .endsRunWhenHung, .checksReleases)
struct CitiesRouterTests {
  private let coordinator = CitiesCoordinatorSpy()
  private let dataStore = CitiesInteractor(
    presenter: CitiesPresentationLogicSpy(),
    displayCitiesUseCase: DisplayCitiesUseCaseStub(result: .success([anyCity(), otherCity()])),
    deleteCityUseCase: DeleteCityUseCaseSpy())
  private let router: CitiesRouter

  init() {
    router = CitiesRouter(dataStore: dataStore, coordinator: coordinator)
    expectReleasedAfterTest(dataStore)
    expectReleasedAfterTest(router)
  }

  @Test("Routing to the weather passes the selected city on to the coordinator", .tags(.l8))
  func routesWithSelectedCity() async {
    await dataStore.loadCities(request: Cities.LoadCities.Request())
    dataStore.selectCity(request: Cities.SelectCity.Request(cityID: otherCity().id))

    router.routeToCityWeather()

    #expect(coordinator.messages == [.showCityWeather(otherCity())])
  }

  @Test("Routing to the weather with no city selected goes nowhere", .tags(.l8))
  func noSelectionGoesNowhere() async {
    await dataStore.loadCities(request: Cities.LoadCities.Request())

    router.routeToCityWeather()

    #expect(coordinator.messages.isEmpty)
  }

  @Test("Routing to add opens the search", .tags(.l9))
  func routesToAddCity() {
    router.routeToAddCity()

    #expect(coordinator.messages == [.showAddCity])
  }
}
