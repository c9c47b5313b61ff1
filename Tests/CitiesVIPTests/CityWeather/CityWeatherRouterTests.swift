import CitiesTestSupport
import CitiesVIP
import CitiesVIPTestSupport
import Testing

@MainActor
@Suite("VIP city-weather router", .checksReleases)
struct CityWeatherRouterTests {
  @Test("Going back shows the list", .tags(.w6))
  func returnsToList() {
    let (router, destinations, view) = makeSUT()

    withExtendedLifetime(view) { router.routeToCities() }

    #expect(destinations.returnCount == 1)
  }

  private func makeSUT() -> (
    router: CityWeatherRouter, destinations: CityWeatherDestinationsSpy,
    view: CityWeatherDisplayLogicSpy
  ) {
    let view = CityWeatherDisplayLogicSpy()
    let destinations = CityWeatherDestinationsSpy()
    let router = CityWeatherRouter(destinations: destinations)
    router.viewController = view
    expectReleasedAfterTest(router)
    return (router, destinations, view)
  }
}
