// Made by scripts/kata.py from Sources/CitiesVIPER/Cities/CitiesPresenter.swift.

import CitiesDomain
import CitiesPresentationWords

/// The saved-cities module interface: what the view tells its `eventHandler`, each row's event by
/// the id of its item.
///
/// The `async` events return once their work is done.
@MainActor
public protocol CitiesModuleInterface: AnyObject {
  /// The list comes on screen: the first time, and on every return to it.
  func viewWillAppear() async

  func didTapRetry() async

  func didTapDelete(cityID: City.ID) async

  func didSelect(cityID: City.ID)

  func didTapAdd()

  /// The user chooses the order the rows show in.
  func didChoose(order: CitiesListOrder)

  /// The user takes back the delete just done, while the view offers it.
  func didTapUndo() async
}

/// The saved-cities presenter: the hub of the module, it asks the interactor for data, prepares
/// what comes back for the view, and asks the wireframe to present the other modules.
///
/// Its one state is the screen's timing: whether undo is still offered, which any other event
/// ends. The rows are the view's; the cities, their order and the city deleted the interactor's.
@MainActor
public final class CitiesPresenter: CitiesModuleInterface, AddCityModuleDelegate,
  CityWeatherModuleDelegate
{
  // Weak, because the view owns its presenter: a strong reference back would keep both alive.
  public weak var view: (any CitiesView)?
  public var interactor: any CitiesInteractorInput
  private let wireframe: any CitiesWireframeInput
  private var offersUndo = false

  public init(interactor: any CitiesInteractorInput, wireframe: any CitiesWireframeInput) {
    self.interactor = interactor
    self.wireframe = wireframe
  }

  public func viewWillAppear() async {
    offersUndo = false
    await loadCities()
  }

  public func didTapRetry() async {
    offersUndo = false
    await loadCities()
  }

  public func didTapDelete(cityID: City.ID) async {
    offersUndo = false
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
    offersUndo = true
    view?.showUndoOffer(CitiesListWords.undoOffer(cityName: city.name))
  }

  public func didTapUndo() async {
    guard offersUndo, let city = interactor.deletedCity else { return }
    offersUndo = false
    do {
      try await interactor.restoreDeletedCity()
    } catch {
      view?.showAlert(CitiesListWords.message(forFailureToPutBack: city, error: error))
      return
    }
    // Back in its place, as a delete's reload shows it: no loading state between.
    await reloadCities()
  }

  public func didSelect(cityID: City.ID) {
    offersUndo = false
    guard let city = interactor.city(withID: cityID) else { return }
    wireframe.presentCityWeatherInterface(for: city, moduleDelegate: self)
  }

  public func didTapAdd() {
    offersUndo = false
    wireframe.presentAddCityInterface(moduleDelegate: self)
  }

  // The rows shown are arranged again without reading the list; with none, the order waits.
  public func didChoose(order: CitiesListOrder) {
    offersUndo = false
    let cities = interactor.arrange(by: order)
    guard !cities.isEmpty else { return }
    show(cities)
  }

  // The search dismissed itself; the list read again now holds the city it added.
  public func addCityModuleDidAdd(_ city: City) async {
    await reloadCities()
  }

  // The weather renamed its city: the rows take the new name at once, with nothing read again.
  public func cityWeatherModuleDidRename(_ city: City) {
    let cities = interactor.takeRenamed(city)
    guard !cities.isEmpty else { return }
    show(cities)
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

  // The count and the order belong to the rows, so an empty list keeps the plain title.
  private func show(_ cities: [City]) {
    if cities.isEmpty {
      view?.showNoCities(CitiesListWords.emptyList, title: CitiesListWords.title)
    } else {
      let title = CitiesListWords.title(rowCount: cities.count, order: interactor.order)
      view?.showCities(CitiesDisplayData(title: title, items: cities.map(CityDisplayItem.init)))
    }
  }
}
