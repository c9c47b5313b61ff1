import CitiesDomain
import CitiesPatternList
import CitiesTestSupport

// The search stories. Each builds its own world, plays the user's steps through the driver, and
// reads where they led.
extension Story {
  @MainActor
  static func playAddCity(on pattern: PatternKind) async throws -> Outcome {
    let search = SearchCitiesUseCaseSpy(result: .success([berlin()]))
    let world = World(citiesGateway: saved([london()]), searchCities: search)
    let driver = pattern.makeDriver(in: world)
    await driver.appearCities()
    await driver.tapAdd()
    await driver.appearAddCity()
    await driver.type("Ber")

    await driver.chooseResult(row: 0)
    // The search went back to the list, which loads itself again as it reappears.
    await driver.appearCities()

    return try await Outcome(of: driver)
  }

  @MainActor
  static func playAddDuplicate(on pattern: PatternKind) async throws -> Outcome {
    let search = SearchCitiesUseCaseSpy(result: .success([bern(), berlin()]))
    let world = World(citiesGateway: saved([berlin()]), searchCities: search)
    let driver = pattern.makeDriver(in: world)
    await driver.appearCities()
    await driver.tapAdd()
    await driver.appearAddCity()
    await driver.type("Ber")

    await driver.chooseResult(row: 1)

    return try await Outcome(of: driver)
  }

  @MainActor
  static func playStaleAnswer(on pattern: PatternKind) async throws -> Outcome {
    let search = SearchCitiesUseCaseSpy()
    await search.holdAnswers()
    let world = World(searchCities: search)
    let driver = pattern.makeDriver(in: world)
    await driver.appearAddCity()
    async let olderTyping: Void = driver.changeSearchText("Ber")
    await world.passSearchPause()
    await search.searches(count: 1)
    async let newerTyping: Void = driver.changeSearchText("Berl")
    await world.passSearchPause()
    await search.searches(count: 2)

    await search.answer("Berl", with: .success([berlin()]))
    await newerTyping
    await search.answer("Ber", with: .success([bern(), berlin()]))
    await olderTyping

    return try await Outcome(of: driver)
  }

  @MainActor
  static func playShortQuery(on pattern: PatternKind) async throws -> Outcome {
    let driver = pattern.makeDriver(in: World())
    await driver.appearAddCity()

    await driver.type("B")

    return try await Outcome(of: driver)
  }

  @MainActor
  static func playNoMatches(on pattern: PatternKind) async throws -> Outcome {
    let driver = pattern.makeDriver(in: World(searchCities: SearchCitiesUseCaseSpy()))
    await driver.appearAddCity()

    await driver.type(" Xyz ")

    return try await Outcome(of: driver)
  }

  @MainActor
  static func playFailedSearch(on pattern: PatternKind) async throws -> Outcome {
    let search = SearchCitiesUseCaseSpy(result: .failure(AnyError("The service is down.")))
    let driver = pattern.makeDriver(in: World(searchCities: search))
    await driver.appearAddCity()

    await driver.type("Ber")

    return try await Outcome(of: driver)
  }

  @MainActor
  static func playFailedAdd(on pattern: PatternKind) async throws -> Outcome {
    let gateway = CitiesGatewaySpy()
    await gateway.failAdd(with: AnyError("The disk is full."))
    let search = SearchCitiesUseCaseSpy(result: .success([berlin()]))
    let driver = pattern.makeDriver(in: World(citiesGateway: gateway, searchCities: search))
    await driver.appearAddCity()
    await driver.type("Ber")

    await driver.chooseResult(row: 0)

    return try await Outcome(of: driver)
  }

  @MainActor
  static func playBlankName(on pattern: PatternKind) async throws -> Outcome {
    let search = SearchCitiesUseCaseSpy(result: .success([namelessCity()]))
    let driver = pattern.makeDriver(in: World(searchCities: search))
    await driver.appearAddCity()
    await driver.type("Fra")

    await driver.chooseResult(row: 0)

    return try await Outcome(of: driver)
  }

  @MainActor
  static func playRefusedSearch(on pattern: PatternKind) async throws -> Outcome {
    let refusal = SearchCitiesError.queryTooShort(minimumLength: 3)
    let search = SearchCitiesUseCaseSpy(result: .failure(refusal))
    let driver = pattern.makeDriver(in: World(searchCities: search))
    await driver.appearAddCity()

    await driver.type("Ber")

    return try await Outcome(of: driver)
  }

  @MainActor
  static func playCancelSearch(on pattern: PatternKind) async throws -> Outcome {
    let search = SearchCitiesUseCaseSpy(result: .success([berlin()]))
    let driver = pattern.makeDriver(in: World(searchCities: search))
    await driver.appearAddCity()
    await driver.type("Ber")

    await driver.cancelAddCity()

    return try await Outcome(of: driver)
  }
}
