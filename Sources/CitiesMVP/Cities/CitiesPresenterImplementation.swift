import CitiesDomain
import CitiesWords

/// The presenter of the saved-cities scene: it loads and deletes cities through the use cases and
/// tells its view what to show, knowing nothing of the screen behind the `CitiesView` protocol.
@MainActor
public final class CitiesPresenterImplementation: CitiesPresenter {
  // Weak, because the view owns its presenter: a strong reference back would keep both alive.
  private weak var view: (any CitiesView)?
  private let displayCitiesUseCase: any DisplayCitiesUseCase
  private let deleteCityUseCase: any DeleteCityUseCase
  private let router: any CitiesRouter
  private var cities: [City] = []
  // kata:solution 08
  public private(set) var title: String = CitiesPresenterImplementation.title(showingRows: 0)
  // kata:end

  /// Makes the presenter of the given view; `CitiesConfigurator` is its usual caller.
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

  // kata:solution 04
  public var numberOfCities: Int { cities.count }
  // kata:starter
  // public var numberOfCities: Int { 0 }
  // kata:end

  public func configure(cell: any CityCellView, forRow row: Int) {
    // kata:solution 04
    guard let city = city(atRow: row) else { return }
    cell.display(title: city.name)
    cell.display(subtitle: city.subtitle)
    // kata:starter
    // // Fill the cell with the name and the subtitle (City+Subtitle.swift) of the row's city.
    // kata:end
  }

  public func viewDidAppear() async {
    // kata:solution 04
    await showLoadingThenCities()
    // kata:starter
    // // Show loading, then ask the use case for the cities and show them, the empty state
    // // or the error, worded as docs/SCENES.md says.
    // kata:end
  }

  public func retryButtonPressed() async {
    // kata:solution 04
    await showLoadingThenCities()
    // kata:starter
    // // Load the list again, exactly as on an appearance.
    // kata:end
  }

  public func deleteButtonPressed(row: Int) async {
    // kata:solution 04
    guard let city = city(atRow: row) else { return }
    do {
      try await deleteCityUseCase.delete(city: city)
    } catch {
      view?.displayAlert(
        message: CitiesListWords.couldNotDelete(cityName: city.name, reason: "\(error)"))
      return
    }
    // The saved list, not a local edit, decides what remains.
    await loadCities()
    // kata:starter
    // // Delete the row's city, then show the list as loaded again, without a loading state;
    // // if the delete fails, alert and leave the rows as they are.
    // kata:end
  }

  public func didSelect(row: Int) {
    // kata:solution 04
    guard let city = city(atRow: row) else { return }
    router.showCityWeather(for: city)
    // kata:starter
    // // Ask the router for the weather of the row's city.
    // kata:end
  }

  public func addButtonPressed() {
    // kata:solution 04
    router.showAddCity()
    // kata:starter
    // // Ask the router for the search.
    // kata:end
  }
  // kata:solution 04

  private func showLoadingThenCities() async {
    // kata:solution 08
    title = Self.title(showingRows: 0)
    // kata:end
    view?.displayLoading()
    await loadCities()
  }

  private func loadCities() async {
    do {
      cities = try await displayCitiesUseCase.displayCities()
    } catch {
      cities = []
      // kata:solution 08
      title = Self.title(showingRows: 0)
      // kata:end
      view?.displayError(message: CitiesListWords.couldNotLoad(reason: "\(error)"))
      return
    }
    // kata:solution 08
    title = Self.title(showingRows: cities.count)
    // kata:end
    if cities.isEmpty {
      view?.displayEmptyState(message: CitiesListWords.emptyList)
    } else {
      view?.refreshCitiesView()
    }
  }

  private func city(atRow row: Int) -> City? {
    cities.indices.contains(row) ? cities[row] : nil
  }
  // kata:end
  // kata:solution 08

  // The count belongs to the rows, so every other state shows the plain title.
  private static func title(showingRows count: Int) -> String {
    count == 0 ? CitiesListWords.title : CitiesListWords.title(rowCount: count)
  }
  // kata:end
}
