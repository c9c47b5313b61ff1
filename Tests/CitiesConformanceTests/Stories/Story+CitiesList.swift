import CitiesDomain
import CitiesTestSupport

// The saved-list stories. Each builds its own world, plays the user's steps through the driver,
// and reads where they led.
extension Story {
  @MainActor
  static func playSavedCitiesAppear(on pattern: Pattern) async throws -> Outcome {
    let driver = pattern.makeDriver(in: World(citiesGateway: saved([berlin(), london()])))

    await driver.appearCities()

    return try await Outcome(of: driver)
  }

  @MainActor
  static func playEmptyList(on pattern: Pattern) async throws -> Outcome {
    let driver = pattern.makeDriver(in: World())

    await driver.appearCities()

    return try await Outcome(of: driver)
  }

  @MainActor
  static func playDeleteCity(on pattern: Pattern) async throws -> Outcome {
    let driver = pattern.makeDriver(in: World(citiesGateway: saved([berlin(), london()])))
    await driver.appearCities()

    await driver.deleteCity(row: 0)

    return try await Outcome(of: driver)
  }

  @MainActor
  static func playFailedDelete(on pattern: Pattern) async throws -> Outcome {
    let gateway = CitiesGatewaySpy(cities: [berlin(), london()])
    await gateway.failDelete(with: AnyError("The disk is full."))
    let driver = pattern.makeDriver(in: World(citiesGateway: gateway))
    await driver.appearCities()

    await driver.deleteCity(row: 0)

    return try await Outcome(of: driver)
  }

  @MainActor
  static func playSelectCity(on pattern: Pattern) async throws -> Outcome {
    let driver = pattern.makeDriver(in: World(citiesGateway: saved([berlin(), london()])))
    await driver.appearCities()

    await driver.selectCity(row: 1)

    return try await Outcome(of: driver)
  }

  @MainActor
  static func playFailedLoadThenRetry(on pattern: Pattern) async throws -> Outcome {
    let gateway = CitiesGatewaySpy(cities: [berlin()])
    await gateway.failFetch(with: AnyError("The file is damaged."))
    let driver = pattern.makeDriver(in: World(citiesGateway: gateway))
    await driver.appearCities()
    await gateway.stopFailingFetch()

    await driver.retryCities()

    return try await Outcome(of: driver)
  }

  @MainActor
  static func playBlankRegion(on pattern: Pattern) async throws -> Outcome {
    let driver = pattern.makeDriver(in: World(citiesGateway: saved([parisWithBlankRegion()])))

    await driver.appearCities()

    return try await Outcome(of: driver)
  }
}
