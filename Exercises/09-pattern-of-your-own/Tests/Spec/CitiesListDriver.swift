// Made by scripts/kata.py from Tests/CitiesConformanceTests/Drivers/CitiesListDriver.swift.

import CitiesPresentationWords
import Exercise09Starter

/// Plays the user, and the view, of one pattern's saved list: the saved-list stories talk to a
/// pattern through this protocol only, so a pattern that offers it can be held to them.
///
/// The scene is built the first time it appears. Every intent returns once the work it started is
/// done, which is why even those that only navigate are `async`: in MVVM every intent is.
@MainActor
protocol CitiesListDriver: AnyObject, Sendable {
  /// The world the scenes were built on.
  var world: World { get }

  /// The saved list comes on screen: the first time, or on a return to it.
  func appearCities() async
  /// The user retries loading the list after it failed.
  func retryCities() async
  /// The user deletes the city of a row.
  func deleteCity(row: Int) async
  /// The user picks the city of a row.
  func selectCity(row: Int) async
  /// The user asks to add a city.
  func tapAdd() async
  /// The user asks for the rows in this order.
  func sortCities(by order: CitiesListOrder) async
  /// The user takes back the delete the list offers to undo.
  func undoDelete() async

  /// What the saved list has shown.
  var citiesScreen: ShownScreen { get }
  /// Every move between scenes asked for: the list's first, then those of the other scenes.
  var navigation: [Navigation] { get }
}
