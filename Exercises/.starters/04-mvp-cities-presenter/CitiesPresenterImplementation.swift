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
  private let router: any CitiesRouter
  // The cities behind the rows on screen, so that a chosen row leads back to its city.
  private var cities: [City] = []

  /// `CitiesConfigurator` is its usual caller.
  public init(
    view: any CitiesView,
    displayCitiesUseCase: any DisplayCitiesUseCase,
    deleteCityUseCase: any DeleteCityUseCase,
    router: any CitiesRouter
  ) {
    self.view = view
    self.displayCitiesUseCase = displayCitiesUseCase
    self.deleteCityUseCase = deleteCityUseCase
    self.router = router
  }

  public var numberOfCities: Int { 0 }

  public func configure(cell: any CityCellView, forRow row: Int) {
    // Fill the cell with the name and the subtitle (City+Subtitle.swift) of the row's city.
  }

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

  public func didSelect(row: Int) {
    // Ask the router for the weather of the row's city.
  }

  public func addButtonPressed() {
    // Ask the router for the search.
  }
}
