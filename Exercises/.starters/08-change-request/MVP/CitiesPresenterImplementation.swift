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

  public var numberOfCities: Int { cities.count }

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

  public func didSelect(row: Int) {
    guard let city = city(atRow: row) else { return }
    router.showCityWeather(for: city)
  }

  public func addButtonPressed() {
    router.showAddCity()
  }

  private func loadCities() async {
    view?.displayLoading()
    await reloadCities()
  }

  private func reloadCities() async {
    do {
      cities = try await displayCitiesUseCase.displayCities()
      if cities.isEmpty {
        view?.displayEmptyState(message: CitiesListWords.emptyList)
      } else {
        view?.refreshCitiesView()
      }
    } catch {
      // The rows give way to the error, so no row of theirs can be chosen any more.
      cities = []
      let reason = error.reason(or: FailureWords.unknownReason)
      view?.displayError(message: CitiesListWords.couldNotLoad(reason: reason))
    }
  }

  private func city(atRow row: Int) -> City? {
    cities.indices.contains(row) ? cities[row] : nil
  }
}
