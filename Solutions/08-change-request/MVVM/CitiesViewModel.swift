// Made by scripts/kata.py from Sources/CitiesMVVM/Cities/CitiesViewModel.swift.

import CitiesDomain
import CitiesPresentationWords
import Observation

/// What the cities list's view tells its view model: one method per event of the view.
@MainActor
public protocol CitiesViewModelInput {
  /// The list came on screen, the first time or on a return to it.
  func viewDidAppear() async
  /// The user asked to load the list again after it failed.
  func didTapRetry() async
  /// The user asked to delete the item's city.
  func didDeleteItem(_ item: CityItemViewModel) async
  /// The user chose an item to see its city's weather.
  func didSelectItem(_ item: CityItemViewModel)
  /// The user asked to add a city.
  func didTapAdd()
  /// The user chose the order the rows show in.
  func didChooseOrder(_ order: CitiesListOrder)
  /// The user asked to put back the city just deleted.
  func didTapUndo() async
  /// The user closed the alert.
  func didDismissAlert()
}

/// What the cities list's view shows: properties it observes with Observation.
@MainActor
public protocol CitiesViewModelOutput {
  /// What the list shows now.
  var state: CitiesState { get }
  /// A one-off message shown over the state until the user closes it.
  var alert: String? { get }
  /// The offer to put back the city just deleted, `Deleted Berlin.`, until the user does anything
  /// else; the view adds how to accept it.
  var undoOffer: String? { get }
  /// The list's title, counting the items while they show and naming their order:
  /// `Saved cities (2), by name`.
  var title: String { get }
}

/// The cities list's view model: turns the view's inputs into the outputs it shows, through its
/// scene use case, and asks its navigator to move.
@Observable
@MainActor
public final class CitiesViewModel: CitiesViewModelInput, CitiesViewModelOutput {
  public private(set) var state: CitiesState = .loading
  public private(set) var alert: String?
  // The city the last delete removed, and its index in the saved order, while undo is offered.
  private var deleted: (city: City, position: Int)?

  private let useCase: any CitiesSceneUseCase
  // Weak, because the navigator owns the scene it shows.
  @ObservationIgnored private weak var navigator: (any CitiesNavigator)?
  // The order outlives this view model: the next list the app shows keeps it.
  @ObservationIgnored private let settings: CitiesListSettings
  // Set when a rename passed back has updated the rows, so the next appearance shows no loading.
  @ObservationIgnored private var rowsAreCurrent = false
  // The cities behind the items on screen, in the saved order, so that a chosen item leads back
  // to its city.
  @ObservationIgnored private var cities: [City] = []

  /// Makes the view model; it holds the navigator weakly, and shows its rows in the order the
  /// settings keep.
  public init(
    useCase: any CitiesSceneUseCase, navigator: any CitiesNavigator,
    settings: CitiesListSettings = CitiesListSettings()
  ) {
    self.useCase = useCase
    self.navigator = navigator
    self.settings = settings
  }

  public var undoOffer: String? {
    deleted.map { CitiesListWords.undoOffer(cityName: $0.city.name) }
  }

  public var title: String {
    guard case .list(let items, let order) = state else { return CitiesListWords.title }
    return CitiesListWords.title(rowCount: items.count, order: order)
  }

  public func viewDidAppear() async {
    deleted = nil
    guard rowsAreCurrent else { return await loadCities() }
    rowsAreCurrent = false
    await reloadCities()
  }

  public func didTapRetry() async {
    deleted = nil
    await loadCities()
  }

  public func didDeleteItem(_ item: CityItemViewModel) async {
    deleted = nil
    guard let city = city(for: item), let position = cities.firstIndex(of: city) else { return }
    do {
      try await useCase.delete(city)
    } catch {
      let reason = error.reason(or: FailureWords.unknownReason)
      alert = CitiesListWords.couldNotDelete(cityName: city.name, reason: reason)
      return
    }
    await reloadCities()
    deleted = (city, position)
  }

  public func didTapUndo() async {
    guard let (city, position) = deleted else { return }
    deleted = nil
    do {
      try await useCase.restore(city, at: position)
    } catch {
      alert = CitiesListWords.message(forFailureToPutBack: city, error: error)
      return
    }
    await reloadCities()
  }

  public func didSelectItem(_ item: CityItemViewModel) {
    deleted = nil
    guard let city = city(for: item) else { return }
    navigator?.showCityWeather(for: city) { [weak self] in self?.showRenamed($0) }
  }

  public func didTapAdd() {
    deleted = nil
    navigator?.showAddCity()
  }

  public func didChooseOrder(_ order: CitiesListOrder) {
    deleted = nil
    settings.order = order
    guard case .list = state else { return }
    showCities()
  }

  public func didDismissAlert() {
    alert = nil
  }

  private func loadCities() async {
    state = .loading
    await reloadCities()
  }

  // Replaces what is on screen with the list as saved now, without a loading state in between.
  private func reloadCities() async {
    do {
      cities = try await useCase.cities()
      showCities()
    } catch {
      // The items give way to the error, so no item of theirs can be chosen any more.
      cities = []
      let reason = error.reason(or: FailureWords.unknownReason)
      state = .error(message: CitiesListWords.couldNotLoad(reason: reason))
    }
  }

  // The weather scene passed a renamed city back: its row shows the new name in place.
  private func showRenamed(_ renamed: City) {
    guard let index = cities.firstIndex(where: { $0.id == renamed.id }) else { return }
    cities[index] = renamed
    rowsAreCurrent = true
    showCities()
  }

  private func showCities() {
    let items = settings.order.arranged(cities).map(CityItemViewModel.init(city:))
    state =
      items.isEmpty
      ? .empty(message: CitiesListWords.emptyList) : .list(items: items, order: settings.order)
  }

  private func city(for item: CityItemViewModel) -> City? {
    cities.first { $0.id == item.id }
  }
}
