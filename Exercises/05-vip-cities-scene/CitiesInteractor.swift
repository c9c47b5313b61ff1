// Made by scripts/kata.py from Sources/CitiesVIP/Cities/CitiesInteractor.swift.

import CitiesDomain
import CitiesPresentationWords

/// What the cities view can ask of its interactor: the VIP loop's first hop, view to interactor.
///
/// The view calls these on the user's events; the asynchronous ones return once their work is done,
/// so the view runs them in a task of its own.
@MainActor
public protocol CitiesBusinessLogic: AnyObject {
  /// Loads the saved cities; the view calls it on every appearance and on retry. After a rename
  /// passed back, it shows no loading state.
  func loadCities(request: Cities.LoadCities.Request) async

  /// Deletes a row's city, then loads the list again.
  func deleteCity(request: Cities.DeleteCity.Request) async

  /// Puts back the city the last delete removed, while that delete is the last request; then loads
  /// the list again.
  func undoDelete(request: Cities.UndoDelete.Request) async

  /// Shows the rows in the order asked for, and keeps the order for the loads to come.
  func sortCities(request: Cities.SortCities.Request)

  /// Remembers the picked city for the router; the view then calls `routeToCityWeather()`.
  func selectCity(request: Cities.SelectCity.Request)
}

/// The cities scene's business logic: it runs the use cases the view asks for and hands their
/// outcome to the presenter, never to the view.
///
/// It is also the scene's data store, so the router can read which city the user picked.
@MainActor
public final class CitiesInteractor: CitiesBusinessLogic, CitiesDataStore {
  public private(set) var cities: [City] = []
  public private(set) var selectedCity: City?
  public var order: CitiesListOrder = .added
  public var renamedCity: City?

  public var presenter: (any CitiesPresentationLogic)?
  private let displayCitiesUseCase: any DisplayCitiesUseCase
  private let deleteCityUseCase: any DeleteCityUseCase
  private let restoreCityUseCase: any RestoreCityUseCase
  // The city the last delete removed and its index in the saved order, while undo is offered.
  private var deleted: (city: City, position: Int)?

  /// Makes the interactor; it keeps the presenter, which keeps the view only weakly.
  public init(
    presenter: any CitiesPresentationLogic,
    displayCitiesUseCase: any DisplayCitiesUseCase,
    deleteCityUseCase: any DeleteCityUseCase,
    restoreCityUseCase: any RestoreCityUseCase
  ) {
    self.presenter = presenter
    self.displayCitiesUseCase = displayCitiesUseCase
    self.deleteCityUseCase = deleteCityUseCase
    self.restoreCityUseCase = restoreCityUseCase
  }

  public func loadCities(request: Cities.LoadCities.Request) async {
    // Present loading, then the cities the use case lists, or its failure.
  }

  public func deleteCity(request: Cities.DeleteCity.Request) async {
    // Delete the city with the request's id, then present the list loaded again (no loading
    // state); present a failed delete instead, and keep the list.
  }

  public func undoDelete(request: Cities.UndoDelete.Request) async {
    // Put back the city the last delete removed, at its place in the saved order, then present
    // the list loaded again; present a failed undo instead.
  }

  // The saved cities are at hand, so the rows change order without asking for them again; a list
  // that failed or holds nothing shows as it was.
  public func sortCities(request: Cities.SortCities.Request) {
    deleted = nil
    order = request.order
    guard !cities.isEmpty else { return }
    presenter?.presentCities(response: .loaded(cities, order: order))
  }

  public func selectCity(request: Cities.SelectCity.Request) {
    // Remember the city with the request's id, for the router.
  }
}
