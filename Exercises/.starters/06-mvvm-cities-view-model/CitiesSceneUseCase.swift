// Made by scripts/kata.py from Sources/CitiesMVVM/Cities/CitiesSceneUseCase.swift.

import CitiesDomain

/// The cities list's one door to the domain: a facade over the use cases this scene needs.
///
/// The view model depends on this small protocol instead of on each domain use case.
public protocol CitiesSceneUseCase: Sendable {
  /// Returns the saved cities in the order they were added.
  func cities() async throws -> [City]

  func delete(_ city: City) async throws

  /// Puts a deleted city back at `position` in the saved order.
  func restore(_ city: City, at position: Int) async throws
}
