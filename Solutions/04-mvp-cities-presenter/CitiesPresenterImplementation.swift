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

  public var numberOfCities: Int { rows.count }

  public func configure(cell: any CityCellView, forRow row: Int) {
    guard let city = city(atRow: row) else { return }
    cell.display(title: city.name)
    cell.display(subtitle: city.subtitle)
  }

  // Every intent but undo ends the offer of an undo.
  public func viewDidAppear() async {
    undoableDelete = nil
    // Back from a rename, the user knows what changed: the saved list replaces the rows with no
    // loading state, as after a delete.
    guard renamedCity == nil else {
      renamedCity = nil
      return await reloadCities()
    }
    await loadCities()
  }

  public func retryButtonPressed() async {
    undoableDelete = nil
    await loadCities()
  }

  public func deleteButtonPressed(row: Int) async {
    undoableDelete = nil
    guard let city = city(atRow: row), let position = cities.firstIndex(of: city) else { return }
    do {
      try await deleteCityUseCase.delete(city: city)
    } catch {
      let reason = error.reason(or: FailureWords.unknownReason)
      view?.displayAlert(
        message: CitiesListWords.couldNotDelete(cityName: city.name, reason: reason))
      return
    }
    // The saved list, not a local edit, decides what remains.
    await reloadCities()
    undoableDelete = (city, position)
    view?.displayUndoOffer(message: CitiesListWords.undoOffer(cityName: city.name))
  }

  public func undoButtonPressed() async {
    guard let (city, position) = undoableDelete else { return }
    undoableDelete = nil
    do {
      try await restoreCityUseCase.restore(city: city, at: position)
    } catch {
      view?.displayAlert(message: CitiesListWords.message(forFailureToPutBack: city, error: error))
      return
    }
    await reloadCities()
  }

  public func sortButtonPressed(order: CitiesListOrder) {
    undoableDelete = nil
    orderSetting.order = order
    // Only rows have an order to show; any other state shows the order once rows come.
    guard !rows.isEmpty else { return }
    showRows()
  }

  public func didSelect(row: Int) {
    undoableDelete = nil
    guard let city = city(atRow: row) else { return }
    router.showCityWeather(for: city)
  }

  public func addButtonPressed() {
    undoableDelete = nil
    router.showAddCity()
  }

  private func loadCities() async {
    view?.displayLoading()
    await reloadCities()
  }

  private func reloadCities() async {
    do {
      cities = try await displayCitiesUseCase.displayCities()
      showRows()
    } catch {
      // The rows give way to the error, so no row of theirs can be chosen any more.
      (cities, rows) = ([], [])
      let reason = error.reason(or: FailureWords.unknownReason)
      view?.displayError(message: CitiesListWords.couldNotLoad(reason: reason))
    }
  }

  private func showRows() {
    rows = orderSetting.order.arranged(cities)
    if rows.isEmpty {
      view?.displayEmptyState(message: CitiesListWords.emptyList)
    } else {
      view?.refreshCitiesView()
    }
  }

  private func city(atRow row: Int) -> City? {
    rows.indices.contains(row) ? rows[row] : nil
  }
}
