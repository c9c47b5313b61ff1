// Made by scripts/kata.py from Tests/CitiesDomainTests/UseCases/AddCityUseCaseTests.swift.

import CitiesDomain
import CitiesTestSupport
import Exercise01Starter
import Testing

import struct Exercise01Starter.AddCityUseCaseImplementation

@Suite("Add city use case", .timeLimit(.minutes(1)), .endsRunWhenHung)
struct AddCityUseCaseTests {
  @Test("Adding a new city saves it and returns it as saved")
  func savesNewCity() async throws {
    let (useCase, gateway) = makeSUT(saved: [otherCity()])

    let added = try await useCase.add(parameters: AddCityParameters(city: anyCity()))

    #expect(added == anyCity())
    #expect(await gateway.cities == [otherCity(), anyCity()])
  }

  @Test("Adding a city trims white space around its name", arguments: ["  Berlin", "Berlin \n"])
  func trimsName(typed: String) async throws {
    let (useCase, gateway) = makeSUT()

    let added = try await useCase.add(parameters: AddCityParameters(city: anyCity(name: typed)))

    #expect(added.name == "Berlin")
    #expect(await gateway.cities.map(\.name) == ["Berlin"])
  }

  @Test(
    "A city with a blank name is rejected and nothing is saved", arguments: ["", "   ", "\t\n"])
  func rejectsBlankName(name: String) async {
    let (useCase, gateway) = makeSUT()

    await #expect(throws: AddCityError.blankName) {
      try await useCase.add(parameters: AddCityParameters(city: anyCity(name: name)))
    }
    #expect(await gateway.messages.isEmpty)
  }

  @Test("A city that is already saved is rejected with the saved one, and nothing is added")
  func rejectsDuplicate() async {
    let saved = anyCity(name: "Berlin")
    let (useCase, gateway) = makeSUT(saved: [saved])

    await #expect(throws: AddCityError.alreadySaved(saved)) {
      try await useCase.add(parameters: AddCityParameters(city: anyCity(name: "Berlin, Germany")))
    }
    #expect(await gateway.messages == [.fetchCities])
    #expect(await gateway.cities == [saved])
  }

  @Test("A failure to read the saved list stops the add")
  func readFailureStopsAdd() async {
    let (useCase, gateway) = makeSUT()
    await gateway.failFetch(with: AnyError("unreadable"))

    await #expect(throws: AnyError("unreadable")) {
      try await useCase.add(parameters: AddCityParameters(city: anyCity()))
    }
    #expect(await gateway.messages == [.fetchCities])
  }

  @Test("A failure to save is passed on")
  func saveFailureIsPassedOn() async {
    let (useCase, gateway) = makeSUT()
    await gateway.failAdd(with: AnyError("disk full"))

    await #expect(throws: AnyError("disk full")) {
      try await useCase.add(parameters: AddCityParameters(city: anyCity()))
    }
  }

  private func makeSUT(saved: [City] = []) -> (
    useCase: AddCityUseCaseImplementation, gateway: CitiesGatewaySpy
  ) {
    let gateway = CitiesGatewaySpy(cities: saved)
    return (AddCityUseCaseImplementation(citiesGateway: gateway), gateway)
  }
}
