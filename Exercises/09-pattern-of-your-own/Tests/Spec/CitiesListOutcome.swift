// Made by scripts/kata.py from Tests/CitiesConformanceTests/Stories/CitiesListOutcome.swift.

import CitiesDomain
import Exercise09Starter

/// Where a saved-list story left the list: what every pattern's saved list must agree on.
struct CitiesListOutcome: Equatable, Sendable {
  /// The saved list at the end, as the store holds it.
  var saved: [City]
  /// What the saved list showed.
  var cities: ShownScreen
  /// What the saved list showed each time it read the store, oldest first: the screen while
  /// loading, title included, and how many reads there were.
  var screensAtReads: [ShownScreen]
  /// Every city the store was asked to delete, oldest first: a delete asked twice, or of the
  /// wrong city, shows here even when the list ends the same.
  var deletedCities: [City]
  /// Every move between scenes the scenes asked for.
  var navigation: [Navigation]

  /// Reads the outcome off the driver's saved list and its world.
  @MainActor
  init(of driver: any CitiesListDriver) async throws {
    let watched = driver.world.citiesGateway as? ReadWatchingCitiesGateway
    await watched?.stopWatching()
    screensAtReads = await watched?.screensAtReads ?? []
    deletedCities = await watched?.deletedCities ?? []
    saved = try await driver.world.citiesGateway.fetchCities()
    cities = driver.citiesScreen
    navigation = driver.navigation
  }
}
