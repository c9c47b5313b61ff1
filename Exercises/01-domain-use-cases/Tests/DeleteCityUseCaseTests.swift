// Made by scripts/kata.py from Tests/CitiesDomainTests/UseCases/DeleteCityUseCaseTests.swift.

import CitiesDomain
import CitiesTestSupport
import Exercise01Starter
import Testing

import struct Exercise01Starter.DeleteCityUseCaseImplementation

@Suite("Delete city use case", .timeLimit(.minutes(1)), .endsRunWhenHung)
struct DeleteCityUseCaseTests {
  @Test("Deleting a city asks the gateway to delete exactly that city")
  func deletesThroughGateway() async throws {
    let gateway = CitiesGatewaySpy(cities: [anyCity(), otherCity()])
    let useCase = DeleteCityUseCaseImplementation(citiesGateway: gateway)

    try await useCase.delete(city: anyCity())

    #expect(await gateway.messages == [.delete(anyCity())])
    #expect(await gateway.cities == [otherCity()])
  }

  @Test("A failed delete is passed on")
  func passesOnFailure() async {
    let gateway = CitiesGatewaySpy(cities: [anyCity()])
    let useCase = DeleteCityUseCaseImplementation(citiesGateway: gateway)
    await gateway.failDelete(with: AnyError("read-only"))

    await #expect(throws: AnyError("read-only")) {
      try await useCase.delete(city: anyCity())
    }
    #expect(await gateway.cities == [anyCity()])
  }
}
