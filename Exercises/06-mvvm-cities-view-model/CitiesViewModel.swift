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

  public func viewDidAppear() async {
    // Load as docs/SCENES.md says: loading, then the items, the empty state or the error.
  }

  public func didTapRetry() async {}

  public func didDeleteItem(_ item: CityItemViewModel) async {
    // Delete the item's city, then load again without a loading state; an alert on failure.
  }

  public func didSelectItem(_ item: CityItemViewModel) {}

  public func didTapAdd() {}

  public func didChooseOrder(_ order: CitiesListOrder) {}

  public func didTapUndo() async {}

  public func didDismissAlert() {}
}
