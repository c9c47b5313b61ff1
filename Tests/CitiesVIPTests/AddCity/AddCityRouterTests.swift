import CitiesTestSupport
import CitiesVIP
import CitiesVIPTestSupport
import Testing

@MainActor
@Suite("VIP add-city router")
struct AddCityRouterTests {
  @Test("Routing to the cities returns to the list, on cancel as after an add", .tags(.s12, .s9))
  func returnsToList() {
    let coordinator = AddCityCoordinatorSpy()
    let router = AddCityRouter(coordinator: coordinator)

    router.routeToCities()

    #expect(coordinator.returnCount == 1)
  }
}
