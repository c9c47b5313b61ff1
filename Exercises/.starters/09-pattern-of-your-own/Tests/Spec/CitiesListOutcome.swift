// Made by scripts/kata.py from Tests/CitiesConformanceTests/Stories/CitiesListOutcome.swift.

import CitiesDomain

/// Where a saved-list story left the list: what every pattern's saved list must agree on.
struct CitiesListOutcome: Equatable, Sendable {
  /// The saved list at the end, as the store holds it.
  var saved: [City]
  /// What the saved list showed.
  var cities: ShownScreen
  /// Every move between scenes the scenes asked for.
  var navigation: [Navigation]

  /// Reads the outcome off the driver's saved list and its world.
  @MainActor
  init(of driver: any CitiesListDriver) async throws {
    saved = try await driver.world.citiesGateway.fetchCities()
    cities = driver.citiesScreen
    navigation = driver.navigation
  }
}
