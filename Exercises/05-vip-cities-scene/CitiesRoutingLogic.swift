// Made by scripts/kata.py from Sources/CitiesVIP/Cities/CitiesRoutingLogic.swift.

/// Where the cities scene can lead; the view calls these, and the router reads the data store.
@MainActor
public protocol CitiesRoutingLogic: AnyObject {
  /// Opens the weather of the city the interactor remembers as selected.
  func routeToCityWeather()

  /// Opens the search for a city to add.
  func routeToAddCity()
}
