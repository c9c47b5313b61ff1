// Made by scripts/kata.py from Sources/CitiesVIP/Cities/CitiesDataStore.swift.

import CitiesDomain

/// What the cities interactor keeps for its router to read when it passes data to the next scene.
@MainActor
public protocol CitiesDataStore: AnyObject {
  /// The cities behind the rows on screen; empty until the list is loaded, or when it failed to.
  var cities: [City] { get }
  var selectedCity: City? { get }
}
