import CitiesTestSupport
import CitiesVIP
import CitiesVIPTestSupport
import Testing

@MainActor
@Suite("VIP city-weather router")
struct CityWeatherRouterTests {
  @Test("Going back returns to the list", .tags(.w6))
  func returnsToList() {
    let coordinator = CityWeatherCoordinatorSpy()
    let router = CityWeatherRouter(coordinator: coordinator)

    router.routeToCities()

    #expect(coordinator.returnCount == 1)
  }
}
