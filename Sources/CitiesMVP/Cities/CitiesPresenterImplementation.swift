import CitiesDomain
import CitiesPresentationWords

/// The presenter of the saved-cities scene: it loads and deletes cities through the use cases and
/// tells its view what to show, knowing nothing of the screen behind the `CitiesView` protocol.
@MainActor
public final class CitiesPresenterImplementation: CitiesPresenter {
  public private(set) var title: String = CitiesListWords.title

  // Weak, because the view owns its presenter: a strong reference back would keep both alive.
  private weak var view: (any CitiesView)?
  private let displayCitiesUseCase: any DisplayCitiesUseCase
  private let deleteCityUseCase: any DeleteCityUseCase
  private let orderSetting: CitiesListOrderSetting
  private let router: any CitiesRouter
  // The cities as loaded, in the saved order.
  private var cities: [City] = []
  // The cities behind the rows on screen, in the order chosen, so that a chosen row leads back to
  // its city.
  private var rows: [City] = []

  /// `CitiesConfigurator` is its usual caller.
  public init(
    view: any CitiesView,
    displayCitiesUseCase: any DisplayCitiesUseCase,
    deleteCityUseCase: any DeleteCityUseCase,
    orderSetting: CitiesListOrderSetting,
    router: any CitiesRouter
  ) {
    self.view = view
    self.displayCitiesUseCase = displayCitiesUseCase
    self.deleteCityUseCase = deleteCityUseCase
    self.orderSetting = orderSetting
    self.router = router
  }

  public var numberOfCities: Int { rows.count }

  public func configure(cell: any CityCellView, forRow row: Int) {
    guard let city = city(atRow: row) else { return }
    cell.display(title: city.name)
    cell.display(subtitle: city.subtitle)
  }

  public func viewDidAppear() async {
    await loadCities()
  }

  public func retryButtonPressed() async {
    await loadCities()
  }

  public func deleteButtonPressed(row: Int) async {
    guard let city = city(atRow: row) else { return }
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
  }

  public func sortButtonPressed(order: CitiesListOrder) {
    orderSetting.order = order
    // Only rows have an order to show; any other state shows the order once rows come.
    guard !rows.isEmpty else { return }
    showRows()
  }

  public func didSelect(row: Int) {
    guard let city = city(atRow: row) else { return }
    router.showCityWeather(for: city)
  }

  public func addButtonPressed() {
    router.showAddCity()
  }

  private func loadCities() async {
    title = title(showingRows: 0)
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
      title = title(showingRows: 0)
      let reason = error.reason(or: FailureWords.unknownReason)
      view?.displayError(message: CitiesListWords.couldNotLoad(reason: reason))
    }
  }

  private func showRows() {
    rows = orderSetting.order.arranged(cities)
    title = title(showingRows: rows.count)
    if rows.isEmpty {
      view?.displayEmptyState(message: CitiesListWords.emptyList)
    } else {
      view?.refreshCitiesView()
    }
  }

  private func city(atRow row: Int) -> City? {
    rows.indices.contains(row) ? rows[row] : nil
  }

  // The count and the order belong to the rows, so every other state shows the plain title.
  private func title(showingRows count: Int) -> String {
    count == 0
      ? CitiesListWords.title : CitiesListWords.title(rowCount: count, order: orderSetting.order)
  }
}
