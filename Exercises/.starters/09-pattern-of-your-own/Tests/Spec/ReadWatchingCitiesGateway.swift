// Made by scripts/kata.py from Tests/CitiesConformanceTests/World/ReadWatchingCitiesGateway.swift.

import CitiesDomain
import Exercise09Starter

/// Stands in front of a story's saved list and notes what the list showed each time it was read,
/// so a story sees the screen while the list loads, and a read that should not happen.
///
/// The last screen alone hides a title that was wrong while loading, and a list read again that
/// looks the same as before; the screen at each read shows both. It notes each city it is asked
/// to delete too, since a delete asked twice leaves the same list as one.
actor ReadWatchingCitiesGateway: CitiesGateway {
  private let gateway: any CitiesGateway
  private var look: (@MainActor @Sendable () -> ShownScreen)?
  /// What the list showed at each read, oldest first.
  private(set) var screensAtReads: [ShownScreen] = []
  /// Every city the list was asked to delete, oldest first, whether the delete succeeded or not.
  private(set) var deletedCities: [City] = []

  /// Watches the reads of the gateway, which keeps the list.
  init(_ gateway: any CitiesGateway) {
    self.gateway = gateway
  }

  /// Starts noting, at every read, the screen that `look` reads off the scene.
  func watch(with look: @escaping @MainActor @Sendable () -> ShownScreen) {
    self.look = look
  }

  /// Stops noting reads, so reading the list after the story counts for nothing.
  func stopWatching() {
    look = nil
  }

  func fetchCities() async throws -> [City] {
    if let look { screensAtReads.append(await look()) }
    return try await gateway.fetchCities()
  }

  func add(parameters: AddCityParameters) async throws -> City {
    try await gateway.add(parameters: parameters)
  }

  func delete(city: City) async throws {
    deletedCities.append(city)
    try await gateway.delete(city: city)
  }

  func restore(city: City, at position: Int) async throws {
    try await gateway.restore(city: city, at: position)
  }

  func rename(city: City, to name: String) async throws -> City {
    try await gateway.rename(city: city, to: name)
  }
}
