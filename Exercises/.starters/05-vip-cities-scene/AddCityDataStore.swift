// Made by scripts/kata.py from Sources/CitiesVIP/AddCity/AddCityDataStore.swift.

import CitiesDomain
import CitiesPresentationWords

/// What the add-city interactor keeps for its router to read when it passes data to the next scene.
@MainActor
public protocol AddCityDataStore: AnyObject {
  /// The city this scene saved last, if any.
  var addedCity: City? { get }
  /// The order the list showed, kept to pass back to it.
  var listOrder: CitiesListOrder { get set }
}
