import CitiesDomain
import CitiesTestSupport
import Testing

@Suite("Restore city use case", .timeLimit(.minutes(1)), .endsRunWhenHung)
struct RestoreCityUseCaseTests {
  @Test("Restoring a city asks the gateway to put exactly that city back at its position")
  func restoresThroughGateway() async throws {
    let gateway = CitiesGatewaySpy(cities: [otherCity()])
    let useCase = RestoreCityUseCaseImplementation(citiesGateway: gateway)

    try await useCase.restore(city: anyCity(), at: 0)

    #expect(await gateway.messages == [.restore(anyCity(), at: 0)])
    #expect(await gateway.cities == [anyCity(), otherCity()])
  }

  @Test("A failed restore is passed on")
  func passesOnFailure() async {
    let gateway = CitiesGatewaySpy(cities: [otherCity()])
    let useCase = RestoreCityUseCaseImplementation(citiesGateway: gateway)
    await gateway.failRestore(with: AnyError("read-only"))

    await #expect(throws: AnyError("read-only")) {
      try await useCase.restore(city: anyCity(), at: 0)
    }
    #expect(await gateway.cities == [otherCity()])
  }
}
