// Made by scripts/kata.py from Tests/CitiesDataTests/Persistence/CitiesGatewayContractTests.swift.

import CitiesData
import CitiesDomain
import CitiesTestSupport
import Exercise02Starter
import Testing

/// The rules of the saved list, checked on every gateway so that any of them can stand in for
/// another.
@Suite(
  "Every cities gateway keeps the saved list by the same rules", .timeLimit(.minutes(1)),
  .endsRunWhenHung)
struct CitiesGatewayContractTests {
  private let folder: TemporaryDirectory

  init() throws {
    folder = try TemporaryDirectory()
  }

  @Test("A new store holds no cities", arguments: CitiesGatewayImplementation.allCases)
  func startsEmpty(_ implementation: CitiesGatewayImplementation) async throws {
    let gateway = makeSUT(implementation)

    let cities = try await gateway.fetchCities()

    #expect(cities.isEmpty)
  }

  @Test(
    "Adding a city returns it and fetching then shows it",
    arguments: CitiesGatewayImplementation.allCases
  )
  func addThenFetch(_ implementation: CitiesGatewayImplementation) async throws {
    let gateway = makeSUT(implementation)

    let added = try await gateway.add(parameters: AddCityParameters(city: cityWithEveryDetail()))

    #expect(added == cityWithEveryDetail())
    #expect(try await gateway.fetchCities() == [cityWithEveryDetail()])
  }

  @Test(
    "Cities come back in the order they were added",
    arguments: CitiesGatewayImplementation.allCases
  )
  func keepsOrder(_ implementation: CitiesGatewayImplementation) async throws {
    let gateway = makeSUT(implementation)
    let cities = [city(number: 3), city(number: 1), city(number: 2)]

    for city in cities {
      _ = try await gateway.add(parameters: AddCityParameters(city: city))
    }

    #expect(try await gateway.fetchCities() == cities)
  }

  @Test(
    "Adding a city that is saved already throws alreadySaved with the saved one and changes nothing",
    arguments: CitiesGatewayImplementation.allCases
  )
  func refusesDuplicate(_ implementation: CitiesGatewayImplementation) async throws {
    let gateway = makeSUT(implementation)
    let saved = cityWithEveryDetail()
    var sameIDOtherName = saved
    sameIDOtherName.name = "Berlin, again"
    _ = try await gateway.add(parameters: AddCityParameters(city: saved))

    await #expect(throws: AddCityError.alreadySaved(saved)) {
      try await gateway.add(parameters: AddCityParameters(city: sameIDOtherName))
    }

    #expect(try await gateway.fetchCities() == [saved])
  }

  @Test(
    "Deleting a city removes only that city and keeps the others in order",
    arguments: CitiesGatewayImplementation.allCases
  )
  func deleteRemovesOnlyThatCity(_ implementation: CitiesGatewayImplementation) async throws {
    let gateway = try await makeSUT(implementation, holding: (1...4).map { city(number: $0) })

    try await gateway.delete(city: city(number: 2))

    #expect(try await gateway.fetchCities() == [1, 3, 4].map { city(number: $0) })
  }

  @Test(
    "Deleting goes by id, so a city whose details changed since it was saved is still removed",
    arguments: CitiesGatewayImplementation.allCases
  )
  func deleteMatchesByID(_ implementation: CitiesGatewayImplementation) async throws {
    let gateway = try await makeSUT(implementation, holding: [city(number: 1), city(number: 2)])
    var renamed = city(number: 1)
    renamed.name = "Renamed"

    try await gateway.delete(city: renamed)

    #expect(try await gateway.fetchCities() == [city(number: 2)])
  }

  @Test(
    "Deleting a city that is not saved leaves the list as it was",
    arguments: CitiesGatewayImplementation.allCases
  )
  func deleteOfUnsavedCity(_ implementation: CitiesGatewayImplementation) async throws {
    let gateway = try await makeSUT(implementation, holding: [city(number: 1), city(number: 2)])

    try await gateway.delete(city: city(number: 99))

    #expect(try await gateway.fetchCities() == [city(number: 1), city(number: 2)])
  }

  @Test(
    "Restoring a city puts it back at its position, the first too; past the end puts it last",
    arguments: CitiesGatewayImplementation.allCases
  )
  func restorePutsBackInPlace(_ implementation: CitiesGatewayImplementation) async throws {
    let gateway = try await makeSUT(implementation, holding: [city(number: 2), city(number: 4)])

    try await gateway.restore(city: city(number: 1), at: 0)
    try await gateway.restore(city: city(number: 3), at: 2)
    try await gateway.restore(city: city(number: 5), at: 99)

    #expect(try await gateway.fetchCities() == (1...5).map { city(number: $0) })
  }

  @Test(
    "Restoring a city that is saved already throws alreadySaved and changes nothing",
    arguments: CitiesGatewayImplementation.allCases
  )
  func restoreRefusesDuplicate(_ implementation: CitiesGatewayImplementation) async throws {
    let gateway = try await makeSUT(implementation, holding: [city(number: 1), city(number: 2)])

    await #expect(throws: AddCityError.alreadySaved(city(number: 2))) {
      try await gateway.restore(city: city(number: 2), at: 0)
    }

    #expect(try await gateway.fetchCities() == [city(number: 1), city(number: 2)])
  }

  @Test(
    "Renaming a city returns it renamed and keeps it, with its details, in its place",
    arguments: CitiesGatewayImplementation.allCases
  )
  func renameKeepsPlace(_ implementation: CitiesGatewayImplementation) async throws {
    let saved = [city(number: 1), cityWithEveryDetail(), city(number: 2)]
    let gateway = try await makeSUT(implementation, holding: saved)
    var expected = cityWithEveryDetail()
    expected.name = "Berlin-Mitte"

    let renamed = try await gateway.rename(city: cityWithEveryDetail(), to: "Berlin-Mitte")

    #expect(renamed == expected)
    #expect(try await gateway.fetchCities() == [city(number: 1), expected, city(number: 2)])
  }

  @Test(
    "Renaming a city that is not saved throws notSaved and changes nothing",
    arguments: CitiesGatewayImplementation.allCases
  )
  func renameOfUnsavedCity(_ implementation: CitiesGatewayImplementation) async throws {
    let gateway = try await makeSUT(implementation, holding: [city(number: 1)])

    await #expect(throws: RenameCityError.notSaved) {
      try await gateway.rename(city: city(number: 99), to: "Elsewhere")
    }

    #expect(try await gateway.fetchCities() == [city(number: 1)])
  }

  @Test(
    "Twenty-five different cities added at once from parallel tasks are all saved, each once",
    arguments: CitiesGatewayImplementation.allCases
  )
  func concurrentAddsOfDifferentCities(_ implementation: CitiesGatewayImplementation) async throws {
    let gateway = makeSUT(implementation)
    let cities = (1...25).map { city(number: $0) }

    try await withThrowingTaskGroup(of: City.self) { group in
      for city in cities {
        group.addTask { try await gateway.add(parameters: AddCityParameters(city: city)) }
      }
      try await group.waitForAll()
    }

    let savedIDs = try await gateway.fetchCities().map(\.id)
    #expect(savedIDs.sorted() == cities.map(\.id))
  }

  @Test(
    "The same city added at once from parallel tasks is saved once; the other adds are refused",
    arguments: CitiesGatewayImplementation.allCases
  )
  func concurrentAddsOfTheSameCity(_ implementation: CitiesGatewayImplementation) async throws {
    let gateway = makeSUT(implementation)
    let city = cityWithEveryDetail()

    let refusals = try await withThrowingTaskGroup(of: AddCityError?.self) { group in
      for _ in 1...10 {
        group.addTask {
          do {
            _ = try await gateway.add(parameters: AddCityParameters(city: city))
            return nil
          } catch let error as AddCityError {
            return error
          }
        }
      }
      return try await group.reduce(into: []) { refusals, refusal in refusals.append(refusal) }
    }

    #expect(refusals.compactMap { $0 } == Array(repeating: .alreadySaved(city), count: 9))
    #expect(try await gateway.fetchCities() == [city])
  }

  private func makeSUT(_ implementation: CitiesGatewayImplementation) -> any CitiesGateway {
    implementation.makeGateway(storingFilesIn: folder)
  }

  private func makeSUT(
    _ implementation: CitiesGatewayImplementation,
    holding cities: [City]
  ) async throws -> any CitiesGateway {
    let gateway = makeSUT(implementation)
    for city in cities {
      _ = try await gateway.add(parameters: AddCityParameters(city: city))
    }
    return gateway
  }
}
