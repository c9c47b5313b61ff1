// Made by scripts/kata.py from Sources/CitiesMVVM/Cities/CitiesState.swift.

import CitiesPresentationWords

/// Everything the cities list shows at one moment, apart from a one-off alert.
public enum CitiesState: Hashable, Sendable {
  /// The saved cities are being read.
  case loading
  /// The saved cities, one row each, in the order the user chose, the order added at first.
  case list(items: [CityItemViewModel], order: CitiesListOrder = .added)
  /// No city is saved yet; the message says so, and the view may add how to add one.
  case empty(message: String)
  /// The cities could not be read; the view offers a retry next to the message.
  case error(message: String)
}
