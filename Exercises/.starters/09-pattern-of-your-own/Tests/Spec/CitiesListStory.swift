// Made by scripts/kata.py from Tests/CitiesConformanceTests/Stories/CitiesListStory.swift.

import CitiesDomain
import CitiesTestSupport
import Exercise09Starter
import Testing

/// The saved-list stories of docs/SCENES.md, the spec a pattern's saved list is held to: a
/// pattern plugs in through its `PatternKind` case and a `CitiesListDriver`.
enum CitiesListStory: CaseIterable, Sendable {
  case savedCitiesAppear
  case emptyList
  case deleteCity
  case deleteMiddleCity
  case failedDelete
  case selectCity
  case failedLoadThenRetry
  case blankRegion
  case tapAdd
  case failedReturn

  /// Plays the story on a fresh world with the pattern's scenes and tells where the list ended;
  /// the outcome is attached to the test, so a failing story keeps what the pattern showed.
  @MainActor
  func play(on pattern: PatternKind) async throws -> CitiesListOutcome {
    let outcome = try await CitiesListOutcome(of: drive(pattern))
    let reads = outcome.screensAtReads.map(\.testDescription).joined(separator: "; ")
    let shown = """
      saved \(outcome.saved.map(\.name)), navigation \(outcome.navigation); \
      list: \(outcome.cities.testDescription); at each read of the list: \(reads)
      """
    Attachment.record(shown, named: "\(self) on \(pattern.testDescription).txt")
    return outcome
  }

  /// Plays the story on a fresh world with the pattern's scenes and hands back their driver.
  @MainActor
  func drive(_ pattern: PatternKind) async -> PatternKind.Driver {
    switch self {
    case .savedCitiesAppear: await Self.playSavedCitiesAppear(on: pattern)
    case .emptyList: await Self.playEmptyList(on: pattern)
    case .deleteCity: await Self.playDeleteCity(on: pattern)
    case .deleteMiddleCity: await Self.playDeleteMiddleCity(on: pattern)
    case .failedDelete: await Self.playFailedDelete(on: pattern)
    case .selectCity: await Self.playSelectCity(on: pattern)
    case .failedLoadThenRetry: await Self.playFailedLoadThenRetry(on: pattern)
    case .blankRegion: await Self.playBlankRegion(on: pattern)
    case .tapAdd: await Self.playTapAdd(on: pattern)
    case .failedReturn: await Self.playFailedReturn(on: pattern)
    }
  }
}

// Each story builds its own world and plays the user's steps through the driver, which then
// tells where they led.
extension CitiesListStory {
  /// Builds the pattern's saved list on a world whose saved list notes the screen at each read.
  @MainActor
  private static func makeDriver(
    _ pattern: PatternKind, listing gateway: any CitiesGateway = saved([])
  ) async -> PatternKind.Driver {
    let watched = ReadWatchingCitiesGateway(gateway)
    let driver = pattern.makeDriver(in: World(citiesGateway: watched))
    // Weakly, so the scenes still go away with the driver at the end of the story.
    await watched.watch { [weak driver] in driver?.citiesScreen ?? ShownScreen() }
    return driver
  }

  @MainActor
  private static func playSavedCitiesAppear(on pattern: PatternKind) async -> PatternKind.Driver {
    let driver = await makeDriver(pattern, listing: saved([berlin(), london()]))

    await driver.appearCities()

    return driver
  }

  @MainActor
  private static func playEmptyList(on pattern: PatternKind) async -> PatternKind.Driver {
    let driver = await makeDriver(pattern)

    await driver.appearCities()

    return driver
  }

  @MainActor
  private static func playDeleteCity(on pattern: PatternKind) async -> PatternKind.Driver {
    let driver = await makeDriver(pattern, listing: saved([berlin(), london()]))
    await driver.appearCities()

    await driver.deleteCity(row: 0)

    return driver
  }

  // A row with a neighbour on each side and others past them, so that the row before, the row
  // after, the first and the last are each another city.
  @MainActor
  private static func playDeleteMiddleCity(on pattern: PatternKind) async -> PatternKind.Driver {
    let driver = await makeDriver(pattern, listing: saved(fiveCities()))
    await driver.appearCities()

    await driver.deleteCity(row: 2)

    return driver
  }

  @MainActor
  private static func playFailedDelete(on pattern: PatternKind) async -> PatternKind.Driver {
    let gateway = CitiesGatewaySpy(cities: [berlin(), london()])
    await gateway.failDelete(with: AnyError("The disk is full."))
    let driver = await makeDriver(pattern, listing: gateway)
    await driver.appearCities()

    await driver.deleteCity(row: 0)

    return driver
  }

  @MainActor
  private static func playSelectCity(on pattern: PatternKind) async -> PatternKind.Driver {
    let driver = await makeDriver(pattern, listing: saved([berlin(), london()]))
    await driver.appearCities()

    await driver.selectCity(row: 1)

    return driver
  }

  @MainActor
  private static func playFailedLoadThenRetry(on pattern: PatternKind) async -> PatternKind.Driver {
    let gateway = CitiesGatewaySpy(cities: [berlin()])
    await gateway.failFetch(with: AnyError("The file is damaged."))
    let driver = await makeDriver(pattern, listing: gateway)
    await driver.appearCities()
    await gateway.stopFailingFetch()

    await driver.retryCities()

    return driver
  }

  @MainActor
  private static func playBlankRegion(on pattern: PatternKind) async -> PatternKind.Driver {
    let driver = await makeDriver(pattern, listing: saved([parisWithBlankRegion()]))

    await driver.appearCities()

    return driver
  }

  @MainActor
  private static func playTapAdd(on pattern: PatternKind) async -> PatternKind.Driver {
    let driver = await makeDriver(pattern, listing: saved([berlin()]))
    await driver.appearCities()

    await driver.tapAdd()

    return driver
  }

  @MainActor
  private static func playFailedReturn(on pattern: PatternKind) async -> PatternKind.Driver {
    let gateway = CitiesGatewaySpy(cities: [berlin(), london()])
    let driver = await makeDriver(pattern, listing: gateway)
    await driver.appearCities()
    await gateway.failFetch(with: AnyError("The file is damaged."))

    await driver.appearCities()
    await driver.selectCity(row: 0)
    await driver.deleteCity(row: 1)
    await gateway.stopFailingFetch()

    return driver
  }
}
