// Made by scripts/kata.py from Sources/CitiesVIP/Cities/CitiesBusinessLogic.swift.

/// What the cities view can ask of its interactor: the VIP loop's first hop, view to interactor.
///
/// The view calls these on the user's events; the asynchronous ones return once their work is done,
/// so the view runs them in a task of its own.
@MainActor
public protocol CitiesBusinessLogic: AnyObject {
  /// Loads the saved cities; the view calls it on every appearance and on retry.
  func loadCities(request: Cities.LoadCities.Request) async

  /// Deletes a row's city, then loads the list again.
  func deleteCity(request: Cities.DeleteCity.Request) async

  /// Remembers the picked city for the router; the view then calls `routeToCityWeather()`.
  func selectCity(request: Cities.SelectCity.Request)
}
