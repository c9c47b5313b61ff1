import CitiesTestSupport
import CitiesVIP
import CitiesVIPTestSupport
import Testing

@MainActor
@Suite("VIP add-city router", .checksReleases)
struct AddCityRouterTests {
  @Test("Routing to the cities shows the list, on cancel as after an add", .tags(.s12, .s9))
  func returnsToList() {
    let (router, destinations, view) = makeSUT()

    withExtendedLifetime(view) { router.routeToCities() }

    #expect(destinations.returnCount == 1)
  }

  private func makeSUT() -> (
    router: AddCityRouter, destinations: AddCityDestinationsSpy, view: AddCityDisplayLogicSpy
  ) {
    let view = AddCityDisplayLogicSpy()
    let destinations = AddCityDestinationsSpy()
    let router = AddCityRouter(destinations: destinations)
    router.viewController = view
    expectReleasedAfterTest(router)
    return (router, destinations, view)
  }
}
