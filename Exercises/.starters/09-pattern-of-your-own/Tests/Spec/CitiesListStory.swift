// Made by scripts/kata.py from Tests/CitiesConformanceTests/Stories/CitiesListStory.swift.

import CitiesDomain
import CitiesTestSupport
import Testing

/// The saved-list stories of docs/SCENES.md, the spec a pattern's saved list is held to: a
/// pattern plugs in through its `PatternKind` case and a `CitiesListDriver`.
enum CitiesListStory: CaseIterable, Sendable {
  case savedCitiesAppear
  case emptyList
  case deleteCity
  case failedDelete
  case selectCity
  case failedLoadThenRetry
  case blankRegion

  /// Plays the story on a fresh world with the pattern's scenes and tells where the list ended;
  /// the outcome is attached to the test, so a failing story keeps what the pattern showed.
  @MainActor
  func play(on pattern: PatternKind) async throws -> CitiesListOutcome {
    let outcome = try await CitiesListOutcome(of: drive(pattern))
    let shown = """
      saved \(outcome.saved.map(\.name)), navigation \(outcome.navigation); \
      list: \(outcome.cities.testDescription)
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
    case .failedDelete: await Self.playFailedDelete(on: pattern)
    case .selectCity: await Self.playSelectCity(on: pattern)
    case .failedLoadThenRetry: await Self.playFailedLoadThenRetry(on: pattern)
    case .blankRegion: await Self.playBlankRegion(on: pattern)
    }
  }
}

// Each story builds its own world and plays the user's steps through the driver, which then
// tells where they led.
extension CitiesListStory {
  @MainActor
  private static func playSavedCitiesAppear(on pattern: PatternKind) async -> PatternKind.Driver {
    let driver = pattern.makeDriver(in: World(citiesGateway: saved([berlin(), london()])))

    await driver.appearCities()

    return driver
  }

  @MainActor
  private static func playEmptyList(on pattern: PatternKind) async -> PatternKind.Driver {
    let driver = pattern.makeDriver(in: World())

    await driver.appearCities()

    return driver
  }

  @MainActor
  private static func playDeleteCity(on pattern: PatternKind) async -> PatternKind.Driver {
    let driver = pattern.makeDriver(in: World(citiesGateway: saved([berlin(), london()])))
    await driver.appearCities()

    await driver.deleteCity(row: 0)

    return driver
  }

  @MainActor
  private static func playFailedDelete(on pattern: PatternKind) async -> PatternKind.Driver {
    let gateway = CitiesGatewaySpy(cities: [berlin(), london()])
    await gateway.failDelete(with: AnyError("The disk is full."))
    let driver = pattern.makeDriver(in: World(citiesGateway: gateway))
    await driver.appearCities()

    await driver.deleteCity(row: 0)

    return driver
  }

  @MainActor
  private static func playSelectCity(on pattern: PatternKind) async -> PatternKind.Driver {
    let driver = pattern.makeDriver(in: World(citiesGateway: saved([berlin(), london()])))
    await driver.appearCities()

    await driver.selectCity(row: 1)

    return driver
  }

  @MainActor
  private static func playFailedLoadThenRetry(on pattern: PatternKind) async -> PatternKind.Driver {
    let gateway = CitiesGatewaySpy(cities: [berlin()])
    await gateway.failFetch(with: AnyError("The file is damaged."))
    let driver = pattern.makeDriver(in: World(citiesGateway: gateway))
    await driver.appearCities()
    await gateway.stopFailingFetch()

    await driver.retryCities()

    return driver
  }

  @MainActor
  private static func playBlankRegion(on pattern: PatternKind) async -> PatternKind.Driver {
    let driver = pattern.makeDriver(in: World(citiesGateway: saved([parisWithBlankRegion()])))

    await driver.appearCities()

    return driver
  }
}
