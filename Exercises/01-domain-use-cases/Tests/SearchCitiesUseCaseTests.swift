// Made by scripts/kata.py from Tests/CitiesDomainTests/UseCases/SearchCitiesUseCaseTests.swift.

import CitiesDomain
import CitiesTestSupport
import Exercise01Starter
import Testing

import struct Exercise01Starter.SearchCitiesUseCaseImplementation

@Suite("Search cities use case", .timeLimit(.minutes(1)), .endsRunWhenHung)
struct SearchCitiesUseCaseTests {
  @Test("Searching sends the trimmed text and returns the gateway's cities")
  func searchesWithTrimmedText() async throws {
    let gateway = CitySearchGatewaySpy(result: .success([anyCity()]))
    let useCase = SearchCitiesUseCaseImplementation(citySearchGateway: gateway)

    let cities = try await useCase.search(for: "  Berl \n")

    #expect(cities == [anyCity()])
    #expect(await gateway.receivedQueries.map(\.text) == ["Berl"])
  }

  @Test(
    "A query shorter than two characters once trimmed sends no request",
    arguments: ["", " ", "B", "  B  ", "\tö\n"]
  )
  func tooShortQuerySendsNothing(text: String) async {
    let gateway = CitySearchGatewaySpy(result: .success([anyCity()]))
    let useCase = SearchCitiesUseCaseImplementation(citySearchGateway: gateway)

    await #expect(throws: SearchCitiesError.queryTooShort(minimumLength: 2)) {
      try await useCase.search(for: text)
    }
    #expect(await gateway.receivedQueries.isEmpty)
  }

  @Test("A two-character query is sent", arguments: ["Ba", " Ba ", "東京"])
  func twoCharactersAreEnough(text: String) async throws {
    let gateway = CitySearchGatewaySpy()
    let useCase = SearchCitiesUseCaseImplementation(citySearchGateway: gateway)

    _ = try await useCase.search(for: text)

    #expect(await gateway.receivedQueries.count == 1)
  }

  @Test("A failed search is passed on")
  func passesOnFailure() async {
    let gateway = CitySearchGatewaySpy(result: .failure(AnyError("offline")))
    let useCase = SearchCitiesUseCaseImplementation(citySearchGateway: gateway)

    await #expect(throws: AnyError("offline")) {
      try await useCase.search(for: "Berlin")
    }
  }
}
