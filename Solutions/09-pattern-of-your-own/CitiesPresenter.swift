// Made by scripts/kata.py from Sources/CitiesVIPER/Cities/CitiesPresenter.swift.

import CitiesDomain
import CitiesPresentationWords

/// What the saved-cities view tells its presenter: the user's events, each by the id of its row.
///
/// The `async` events return once their work is done.
@MainActor
public protocol CitiesEventHandler: AnyObject {
  /// The list comes on screen: the first time, and on every return to it.
  func viewWillAppear() async

  /// The user asks to read the list again after a failure.
  func didTapRetry() async

  /// The user deletes the row of the city with the id.
  func didTapDelete(cityID: City.ID) async

  /// The user picks the row of the city with the id.
  func didSelect(cityID: City.ID)

  /// The user asks to add a city.
  func didTapAdd()
}

/// The saved-cities scene's presenter: the hub of the VIPER module, it asks the interactor for
/// data, words what comes back for the view, and tells the router where to go.
///
/// It keeps no state of its own: the rows are the view's, the cities the interactor's.
@MainActor
public final class CitiesPresenter: CitiesEventHandler {
  // Weak, because the view owns its presenter: a strong reference back would keep both alive.
  private weak var view: (any CitiesView)?
  private let interactor: any CitiesInteractorInput
  private let router: any CitiesWireframe

  /// Makes the presenter between the view, the interactor and the router.
  public init(
    view: any CitiesView, interactor: any CitiesInteractorInput, router: any CitiesWireframe
  ) {
    self.view = view
    self.interactor = interactor
    self.router = router
  }

  public func viewWillAppear() async {
    await loadCities()
  }

  public func didTapRetry() async {
    await loadCities()
  }

  public func didTapDelete(cityID: City.ID) async {
    guard let city = interactor.city(withID: cityID) else { return }
    do {
      try await interactor.delete(city)
    } catch {
      let reason = error.reason(or: FailureWords.unknownReason)
      view?.showAlert(CitiesListWords.couldNotDelete(cityName: city.name, reason: reason))
      return
    }
    // The rows give way to the list read again, with no loading state between.
    await reloadCities()
  }

  public func didSelect(cityID: City.ID) {
    guard let city = interactor.city(withID: cityID) else { return }
    router.openWeather(of: city)
  }

  public func didTapAdd() {
    router.openAddCity()
  }

  private func loadCities() async {
    view?.showLoading(title: CitiesListWords.title)
    await reloadCities()
  }

  private func reloadCities() async {
    do {
      let cities = try await interactor.fetchCities()
      show(cities)
    } catch {
      let reason = error.reason(or: FailureWords.unknownReason)
      view?.showFailure(CitiesListWords.couldNotLoad(reason: reason), title: CitiesListWords.title)
    }
  }

  // The count belongs to the rows, so an empty list keeps the plain title.
  private func show(_ cities: [City]) {
    if cities.isEmpty {
      view?.showNoCities(CitiesListWords.emptyList, title: CitiesListWords.title)
    } else {
      let title = CitiesListWords.title(rowCount: cities.count)
      view?.showCities(cities.map(CityListItem.init(city:)), title: title)
    }
  }
}
