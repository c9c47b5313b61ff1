// Made by scripts/kata.py from Sources/CitiesMVVM/Cities/CitiesNavigator.swift.

import CitiesDomain

/// Takes the user from the cities list to the other scenes; the app implements it.
///
/// The navigator owns the scene it shows, so the view model holds it weakly.
@MainActor
public protocol CitiesNavigator: AnyObject {
  /// The navigator builds the weather scene with the city handed to it here, and hands that scene
  /// the callback, which passes a renamed city back to the list.
  func showCityWeather(for city: City, didRenameCity: @escaping @MainActor (City) -> Void)

  /// Nothing comes back through here: the list loads again as it reappears, added city and all.
  func showAddCity()
}
