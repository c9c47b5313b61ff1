// Made by scripts/kata.py from Sources/CitiesMVP/Cities/CitiesPresenterImplementation.swift.

import CitiesDomain
import CitiesPresentationWords

/// The presenter of the saved-cities scene: it loads and deletes cities through the use cases and
/// tells its view what to show, knowing nothing of the screen behind the `CitiesView` protocol.
@MainActor
public final class CitiesPresenterImplementation: CitiesPresenter {
  // Weak, because the view owns its presenter: a strong reference back would keep both alive.
  private weak var view: (any CitiesView)?
  private let displayCitiesUseCase: any DisplayCitiesUseCase
  private let deleteCityUseCase: any DeleteCityUseCase
  private let restoreCityUseCase: any RestoreCityUseCase
  private let orderSetting: CitiesListOrderSetting
  private let router: any CitiesRouter
  // The cities as loaded, in the saved order.
  private var cities: [City] = []
  // The cities behind the rows on screen, in the order chosen, so that a chosen row leads back to
  // its city.
  private var rows: [City] = []
  // The city the last delete removed, and its index in the saved order, while undo is offered.
  private var undoableDelete: (city: City, position: Int)?
  // The city renamed on the weather this list is shown on the way back from, until it appears.
  private var renamedCity: City?

  /// `CitiesConfigurator` is its usual caller.
  public init(
    view: any CitiesView,
    displayCitiesUseCase: any DisplayCitiesUseCase,
    deleteCityUseCase: any DeleteCityUseCase,
    restoreCityUseCase: any RestoreCityUseCase,
    orderSetting: CitiesListOrderSetting,
    router: any CitiesRouter,
    renamedCity: City? = nil
  ) {
    self.view = view
    self.displayCitiesUseCase = displayCitiesUseCase
    self.deleteCityUseCase = deleteCityUseCase
    self.restoreCityUseCase = restoreCityUseCase
    self.orderSetting = orderSetting
    self.router = router
    self.renamedCity = renamedCity
  }

  public var numberOfCities: Int { 0 }

  public func configure(cell: any CityCellView, forRow row: Int) {
    // Fill the cell with the name and the subtitle (City+Subtitle.swift) of the row's city.
  }

  // Every intent but undo ends the offer of an undo.
  public func viewDidAppear() async {
    // Show loading, then ask the use case for the cities and show them, the empty state
    // or the error, worded as docs/SCENES.md says.
  }

  public func retryButtonPressed() async {
    // Load the list again, exactly as on an appearance.
  }

  public func deleteButtonPressed(row: Int) async {
    // Delete the row's city, then show the list as loaded again, without a loading state;
    // if the delete fails, alert and leave the rows as they are.
  }

  public func undoButtonPressed() async {
    // Put back the city the last delete removed, at its place in the saved order, then show the
    // list loaded again; if that fails, alert.
  }

  public func sortButtonPressed(order: CitiesListOrder) {
    // Keep the order for every list the app shows, and show the rows in it.
  }

  public func didSelect(row: Int) {
    // Ask the router for the weather of the row's city.
  }

  public func addButtonPressed() {
    // Ask the router for the search.
  }
}
