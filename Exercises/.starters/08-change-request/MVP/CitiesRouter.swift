// Made by scripts/kata.py from Sources/CitiesMVP/Cities/CitiesRouter.swift.

import CitiesDomain

/// Leaves the saved-cities scene for another one; the app implements it with its own navigation.
///
/// Only the presenter calls it, and holds it strongly: a router that needs the view must keep it
/// weakly.
@MainActor
public protocol CitiesRouter {
  /// The city goes forward with the request: the weather scene's configurator takes it, so the
  /// next presenter starts with its city.
  func showCityWeather(for city: City)

  func showAddCity()
}
