// Made by scripts/kata.py from Sources/CitiesMVVM/Cities/CitiesNavigator.swift.

import CitiesDomain

/// Takes the user from the cities list to the other scenes; the app implements it.
///
/// The navigator owns the scene it shows, so the view model holds it weakly.
@MainActor
public protocol CitiesNavigator: AnyObject {
  /// Shows the weather scene for the city.
  func showCityWeather(for city: City)

  /// Shows the search scene that adds a city.
  func showAddCity()
}
