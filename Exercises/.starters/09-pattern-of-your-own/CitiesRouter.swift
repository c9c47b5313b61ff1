// Made by scripts/kata.py from Sources/CitiesVIPER/Cities/CitiesRouter.swift.

import CitiesDomain

/// Where the saved-cities presenter may send the user; the presenter hands over the city itself.
@MainActor
public protocol CitiesWireframe: AnyObject {
  /// Opens the weather of the city.
  func openWeather(of city: City)

  /// Opens the search for a city to add.
  func openAddCity()
}

/// The saved-cities scene's wireframe: it knows which screens the list leads to.
///
/// Unlike a Clean Swift router it reads no data store: the presenter passes the city it got from
/// the interactor.
@MainActor
public final class CitiesRouter: AppRouter, CitiesWireframe {
  public func openWeather(of city: City) {
    // Ask the app's navigator for the city's weather.
  }

  public func openAddCity() {
    // Ask the app's navigator for the search.
  }
}
