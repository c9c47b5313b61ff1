import CitiesDomain
import CitiesTestSupport
import Testing

@Suite("Rename city use case", .timeLimit(.minutes(1)), .endsRunWhenHung)
struct RenameCityUseCaseTests {
  @Test("Renaming a city trims the name, asks the gateway and returns the renamed city")
  func renamesThroughGateway() async throws {
    let (useCase, gateway) = makeSUT()
    var expected = anyCity()
    expected.name = "New name"

    let renamed = try await useCase.rename(city: anyCity(), to: "  New name \n")

    #expect(renamed == expected)
    #expect(await gateway.messages == [.rename(anyCity(), to: "New name")])
  }

  @Test(
    "A blank, over-long or unchanged name is refused before the gateway is asked",
    arguments: [
      (" \t", RenameCityError.blank),
      (String(repeating: "a", count: 61), .tooLong(limit: 60)),
      (" \(anyCity().name) ", .unchanged),
    ])
  func refusesBadNames(name: String, error: RenameCityError) async {
    let (useCase, gateway) = makeSUT()

    await #expect(throws: error) { try await useCase.rename(city: anyCity(), to: name) }
    #expect(await gateway.messages.isEmpty)
  }

  @Test("A name of exactly the limit's length is accepted")
  func acceptsNameAtLimit() async throws {
    let (useCase, _) = makeSUT()
    let name = String(repeating: "a", count: RenameCityUseCaseImplementation.nameLimit)

    let renamed = try await useCase.rename(city: anyCity(), to: name)

    #expect(renamed.name == name)
  }

  @Test("A failed rename is passed on")
  func passesOnFailure() async {
    let (useCase, gateway) = makeSUT()
    await gateway.failRename(with: AnyError("read-only"))

    await #expect(throws: AnyError("read-only")) {
      try await useCase.rename(city: anyCity(), to: "New name")
    }
  }

  private func makeSUT() -> (RenameCityUseCaseImplementation, CitiesGatewaySpy) {
    let gateway = CitiesGatewaySpy(cities: [anyCity()])
    return (RenameCityUseCaseImplementation(citiesGateway: gateway), gateway)
  }
}
