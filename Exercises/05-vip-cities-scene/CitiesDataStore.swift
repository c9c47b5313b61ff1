// Made by scripts/kata.py from Sources/CitiesVIP/Cities/CitiesDataStore.swift.

import CitiesDomain
import CitiesPresentationWords

/// What the cities interactor keeps for its router to read when it passes data to the next scene.
@MainActor
public protocol CitiesDataStore: AnyObject {
  /// The cities behind the rows on screen; empty until the list is loaded, or when it failed to.
  var cities: [City] { get }
  var selectedCity: City? { get }
  /// The order the rows show in; the routes back from the other scenes pass it in again, since
  /// it lasts while the app runs and the terminal makes the list anew on every return.
  var order: CitiesListOrder { get set }
  /// A city the weather renamed, passed back so the next load replaces the rows in place.
  var renamedCity: City? { get set }
}
