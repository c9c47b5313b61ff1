// Made by scripts/kata.py from Sources/CitiesVIP/AddCity/AddCityDataStore.swift.

import CitiesDomain

/// What the add-city interactor keeps for its router to read when it passes data to the next scene.
@MainActor
public protocol AddCityDataStore: AnyObject {
  /// The city this scene saved last, if any.
  var addedCity: City? { get }
}
