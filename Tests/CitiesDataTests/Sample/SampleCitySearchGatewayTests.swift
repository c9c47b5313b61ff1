import CitiesData
import CitiesDomain
import Testing

struct SampleCitySearchGatewayTests {
  @Test(
    "A city is found by the start of its name",
    arguments: [("Lon", "London"), ("berl", "Berlin"), ("Cape", "Cape Town")])
  func findsByStartOfName(query: String, expectedName: String) throws {
    let sut = makeSUT()

    let names = try names(foundBy: sut, for: query)

    #expect(names.contains(expectedName))
  }

  @Test("A search limited to no results, or fewer than none, finds nothing", arguments: [0, -3])
  func limitOfNoResults(limit: Int) throws {
    let sut = makeSUT(resultLimit: limit)

    let names = try names(foundBy: sut, for: "Lon")

    #expect(names.isEmpty)
  }

  @Test(
    "A city is found by the start of a later word in its name",
    arguments: [("york", "New York City"), ("Angeles", "Los Angeles"), ("paulo", "São Paulo")])
  func findsByStartOfLaterWord(query: String, expectedName: String) throws {
    let sut = makeSUT()

    let names = try names(foundBy: sut, for: query)

    #expect(names.contains(expectedName))
  }

  @Test(
    "Case and accents do not matter",
    arguments: [
      ("sao", "São Paulo"), ("ZUR", "Zürich"), ("krakow", "Kraków"), ("BOGOTÁ", "Bogotá"),
    ])
  func ignoresCaseAndAccents(query: String, expectedName: String) throws {
    let sut = makeSUT()

    let names = try names(foundBy: sut, for: query)

    #expect(names.contains(expectedName))
  }

  @Test("A query that begins no word of any name finds nothing", arguments: ["Atlantis", "ondon"])
  func findsNothingWithoutMatch(query: String) throws {
    let sut = makeSUT()

    let names = try names(foundBy: sut, for: query)

    #expect(names.isEmpty)
  }

  @Test("Names that begin with the query come before names with a later word that does")
  func ranksStartOfNameFirst() throws {
    let sut = makeSUT(cities: [city(named: "Cape Town"), city(named: "Toronto")])

    let names = try names(foundBy: sut, for: "to")

    #expect(names == ["Toronto", "Cape Town"])
  }

  @Test("Cities that match equally well come in alphabetical order, accents ignored")
  func ranksEqualMatchesAlphabetically() throws {
    let sut = makeSUT(cities: [
      city(named: "Santiago"), city(named: "São Paulo"), city(named: "San Francisco"),
      city(named: "Saint Petersburg"),
    ])

    let names = try names(foundBy: sut, for: "sa")

    #expect(names == ["Saint Petersburg", "San Francisco", "Santiago", "São Paulo"])
  }

  @Test("No more cities than the result limit are returned, the best ones first")
  func stopsAtResultLimit() throws {
    let springfields = (1...5).map { city(named: "Springfield \($0)") }
    let sut = makeSUT(cities: springfields.reversed(), resultLimit: 3)

    let names = try names(foundBy: sut, for: "spring")

    #expect(names == ["Springfield 1", "Springfield 2", "Springfield 3"])
  }

  @Test("By default a search returns at most ten cities")
  func stopsAtTenByDefault() throws {
    let springfields = (1...12).map { city(named: "Springfield \($0)") }
    let sut = SampleCitySearchGateway(cities: springfields)

    let names = try names(foundBy: sut, for: "spring")

    #expect(names.count == 10)
  }

  private func makeSUT(
    cities: [City] = SampleCities.all, resultLimit: Int = 10
  ) -> SampleCitySearchGateway {
    SampleCitySearchGateway(cities: cities, resultLimit: resultLimit)
  }

  private func names(
    foundBy sut: SampleCitySearchGateway, for text: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> [String] {
    let query = try #require(CitySearchQuery(text), sourceLocation: sourceLocation)
    return sut.searchCities(matching: query).map(\.name)
  }
}

private func city(named name: String) -> City {
  City(id: 1, name: name, coordinates: Coordinates(latitude: 0, longitude: 0))
}
