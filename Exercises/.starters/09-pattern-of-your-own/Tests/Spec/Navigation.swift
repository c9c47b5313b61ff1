// Made by scripts/kata.py from Tests/CitiesConformanceTests/Screens/Navigation.swift.

import CitiesDomain
import Exercise09Starter

/// A move between scenes that a scene asked the app for, whatever the pattern calls it.
enum Navigation: Equatable, Sendable {
  /// The list asked to open the weather of the city.
  case cityWeather(City)
  /// The list asked to open the search.
  case addCity
  /// The search asked to go back to the list.
  case closedAddCity
  /// The weather asked to go back to the list.
  case closedCityWeather
}
