// Made by scripts/kata.py from Tests/CitiesDomainTests/UseCases/DisplayCitiesUseCaseTests.swift.

import CitiesDomain
import CitiesTestSupport
import Exercise01Starter
import Testing

import struct Exercise01Starter.DisplayCitiesUseCaseImplementation

@Suite("Display cities use case", .timeLimit(.minutes(1)), .endsRunWhenHung)
struct DisplayCitiesUseCaseTests {
  @Test("Displaying cities returns the saved cities in the gateway's order")
  func returnsSavedCities() async throws {
    let (useCase, gateway) = makeSUT(saved: [anyCity(), otherCity()])

    let cities = try await useCase.displayCities()

    #expect(cities == [anyCity(), otherCity()])
    #expect(await gateway.messages == [.fetchCities])
  }

  @Test("Displaying cities passes on the gateway's failure")
  func passesOnFailure() async {
    let (useCase, gateway) = makeSUT()
    await gateway.failFetch(with: AnyError("disk on fire"))

    await #expect(throws: AnyError("disk on fire")) {
      try await useCase.displayCities()
    }
  }

  private func makeSUT(saved: [City] = []) -> (
    useCase: DisplayCitiesUseCaseImplementation, gateway: CitiesGatewaySpy
  ) {
    let gateway = CitiesGatewaySpy(cities: saved)
    return (DisplayCitiesUseCaseImplementation(citiesGateway: gateway), gateway)
  }
}
