// Made by scripts/kata.py from Sources/CitiesVIPER/Shared/AppNavigator.swift.

import CitiesDomain

/// What the app does when a VIPER router asks for another screen; the app implements it.
///
/// The routers, the wireframes, decide where to go and with which city; how a screen appears
/// (pushed, presented, or redrawn in a terminal) is the app's business.
@MainActor
public protocol AppNavigator: AnyObject {
  /// Shows the weather of the city.
  func showCityWeather(for city: City)

  /// Shows the search for a city to add.
  func showAddCity()

  /// Shows the saved list again, leaving the screen on top of it.
  func showCities()
}
