// Made by scripts/kata.py from Sources/CitiesMVVM/Cities/CitiesIntent.swift.

/// What the user did on the cities list, named after the event, for `CitiesViewModel.send(_:)`.
public enum CitiesIntent: Hashable, Sendable {
  /// The list came on screen, the first time or on a return to it.
  case appeared
  /// The user asked to load the list again after it failed.
  case retryTapped
  /// The user asked to delete the city of a row.
  case deleteTapped(row: CityRow)
  /// The user chose a row to see its city's weather.
  case cityTapped(row: CityRow)
  /// The user asked to add a city.
  case addTapped
  /// The user closed the alert.
  case alertDismissed
}
