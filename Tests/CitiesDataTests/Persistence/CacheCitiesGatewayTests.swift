import CitiesData
import CitiesDomain
import CitiesTestSupport
import Testing

/// The cache answers from the local persistence it was given; the contract suite covers the rules.
@Suite(
  "The cache gateway passes every call to its local persistence", .timeLimit(.minutes(1)),
  .endsRunWhenHung)
struct CacheCitiesGatewayTests {
  @Test("Fetching returns what the local persistence holds")
  func fetchForwards() async throws {
    let (sut, spy) = makeSUT(saved: [city(number: 1)])

    let cities = try await sut.fetchCities()

    #expect(cities == [city(number: 1)])
    #expect(await spy.messages == [.fetchCities])
  }

  @Test("Adding passes the parameters on and returns the city as the local persistence saved it")
  func addForwards() async throws {
    var savedVersion = city(number: 1)
    savedVersion.name = "City 1, as saved"
    let (sut, spy) = makeSUT()
    await spy.saveAs(savedVersion)
    let parameters = AddCityParameters(city: city(number: 1))

    let added = try await sut.add(parameters: parameters)

    #expect(added == savedVersion)
    #expect(await spy.messages == [.add(parameters)])
  }

  @Test("Deleting passes the city on")
  func deleteForwards() async throws {
    let (sut, spy) = makeSUT()

    try await sut.delete(city: city(number: 1))

    #expect(await spy.messages == [.delete(city(number: 1))])
  }

  @Test(
    "Restoring and renaming pass the city on, and renaming returns the local persistence's city")
  func restoreAndRenameForward() async throws {
    let (sut, spy) = makeSUT(saved: [city(number: 1)])
    var renamed = city(number: 1)
    renamed.name = "Renamed"

    try await sut.restore(city: city(number: 2), at: 0)
    let answer = try await sut.rename(city: city(number: 1), to: "Renamed")

    #expect(answer == renamed)
    #expect(
      await spy.messages == [
        .restore(city(number: 2), at: 0), .rename(city(number: 1), to: "Renamed"),
      ])
  }

  @Test("A failure of the local persistence reaches the caller unchanged")
  func failuresForward() async throws {
    let failure = FileCitiesGatewayError.corrupted(path: "/cities.json", reason: "not valid JSON")
    let (sut, spy) = makeSUT()
    await spy.failFetch(with: failure)
    await spy.failAdd(with: failure)
    await spy.failDelete(with: failure)
    await spy.failRestore(with: failure)
    await spy.failRename(with: failure)

    await #expect(throws: failure) { try await sut.fetchCities() }
    await #expect(throws: failure) {
      try await sut.add(parameters: AddCityParameters(city: city(number: 1)))
    }
    await #expect(throws: failure) { try await sut.delete(city: city(number: 1)) }
    await #expect(throws: failure) { try await sut.restore(city: city(number: 1), at: 0) }
    await #expect(throws: failure) { _ = try await sut.rename(city: city(number: 1), to: "B") }
  }

  private func makeSUT(
    saved: [City] = []
  ) -> (sut: CacheCitiesGateway, spy: CitiesGatewaySpy) {
    let spy = CitiesGatewaySpy(cities: saved)
    return (CacheCitiesGateway(localPersistenceCitiesGateway: spy), spy)
  }
}
