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
    // Show loading, then the cities the interactor reads: the rows (the title counts them), the
    // empty list, or why the read failed.
  }

  public func didTapRetry() async {
    // As when the list appears: loading, then what the read brings.
  }

  public func didTapDelete(cityID: City.ID) async {
    // Delete the city of the row through the interactor, then show the list read again with no
    // loading state; if the delete fails, alert why and leave the rows. An unknown id does nothing.
  }

  public func didSelect(cityID: City.ID) {
    // Have the router open the weather of the row's city. An unknown id does nothing.
  }

  public func didTapAdd() {
    // Have the router open the search.
  }
}
