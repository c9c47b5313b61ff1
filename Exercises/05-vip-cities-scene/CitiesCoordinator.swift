// Made by scripts/kata.py from Sources/CitiesVIP/Cities/CitiesCoordinator.swift.

import CitiesDomain

/// Performs the screen changes the cities router decides on; the app implements it.
///
/// The router knows where to go and with which city; how a scene appears (pushed, presented, or
/// redrawn in a terminal) is the app's business.
@MainActor
public protocol CitiesCoordinator: AnyObject {
  /// Shows the weather scene for the city.
  func showCityWeather(for city: City)

  /// Shows the add-city search scene.
  func showAddCity()
}
