import CitiesDomain
import CitiesPatternList
import CitiesTestSupport

// The stories of the change requests: a sort that outlasts a reload of the list, an undo
// that puts a middle city back where it was, and a rename that the weather shows and the store keeps.
extension Story {
  @MainActor
  static func playSortByName(on pattern: PatternKind) async throws -> Outcome {
    let driver = pattern.makeDriver(in: World(citiesGateway: saved([london(), berlin(), bern()])))
    await driver.appearCities()

    await driver.sortCities(by: .name)
    await driver.appearCities()

    return try await Outcome(of: driver)
  }

  @MainActor
  static func playUndoDelete(on pattern: PatternKind) async throws -> Outcome {
    let driver = pattern.makeDriver(in: World(citiesGateway: saved([london(), berlin(), bern()])))
    await driver.appearCities()
    await driver.sortCities(by: .name)

    // By name, row 1 is Bern, the last city saved: undo must use the saved order, not the row.
    await driver.deleteCity(row: 1)
    await driver.undoDelete()

    return try await Outcome(of: driver)
  }

  @MainActor
  static func playRenameFromWeather(on pattern: PatternKind) async throws -> Outcome {
    let driver = pattern.makeDriver(in: World(citiesGateway: saved([berlin(), london()])))
    await driver.appearCities()
    await driver.selectCity(row: 1)
    await driver.openWeather(for: london())

    // How the list learns the new name is each pattern's own journey, checked in its suite.
    await driver.renameCity(to: "  Londres ")

    return try await Outcome(of: driver)
  }
}
