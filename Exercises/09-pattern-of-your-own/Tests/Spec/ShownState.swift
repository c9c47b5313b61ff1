// Made by scripts/kata.py from Tests/CitiesConformanceTests/Screens/ShownState.swift.

import CitiesPresentationWords
import Exercise09Starter

/// One state a scene shows, in words that every pattern can be read into.
///
/// A row is the texts it shows, in order: title and subtitle for a city; day, minimum, maximum and
/// condition for a forecast day. A text a pattern never shows is missing from its row, so the row
/// comes out shorter and the difference cannot hide.
enum ShownState: Equatable, Sendable {
  /// Something is being loaded: the saved list or the weather.
  case loading
  /// The search invites the user to type.
  case idle(String)
  /// The search asks for more letters before it sends anything.
  case hint(String)
  /// A search request is on its way.
  case searching
  /// A list of cities: the saved ones or the search results.
  case rows([[String]])
  /// A list with nothing in it, and the message that says so.
  case empty(String)
  /// Something failed; the message says what.
  case error(String)
  /// The weather now (temperature and condition) and the forecast, one row per day.
  case report(current: [String], forecast: [[String]])
}
