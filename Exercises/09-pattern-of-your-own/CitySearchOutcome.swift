// Made by scripts/kata.py from Sources/CitiesVIPER/AddCity/CitySearchOutcome.swift.

import CitiesDomain

/// How a search the add-city interactor was asked for ended, in the domain's terms: the presenter
/// words it, or shows nothing for a search that was superseded.
public enum CitySearchOutcome: Sendable {
  /// Nothing but white space is typed; no request was sent.
  case blank
  /// The text is too short to search for, by the length the domain asks for.
  case tooShort(minimumLength: Int)
  /// The cities that match the trimmed query, best first; possibly none.
  case found([City], query: String)
  /// The search failed.
  case failed(any Error)
  /// Newer text replaced this search: its answer, if any, is stale.
  case superseded
}
