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

  public func didTapUndo() async {
    // Beyond this exercise's stories: while undo is offered, have the interactor put back the city
    // deleted last and show the list read again; if that fails, alert why.
  }

  public func didSelect(cityID: City.ID) {
    // Have the wireframe present the weather of the row's city. An unknown id does nothing.
  }

  public func didTapAdd() {
    // Have the wireframe present the search, with this presenter as its module delegate.
  }

  // The rows shown are arranged again without reading the list; with none, the order waits.
  public func didChoose(order: CitiesListOrder) {
    // Beyond this exercise's stories: show the rows the interactor arranges in the order chosen.
  }

  // The search dismissed itself; the list read again now holds the city it added.
  public func addCityModuleDidAdd(_ city: City) async {
    // The search dismissed itself once the city was saved: read the list again.
  }

  // The weather renamed its city: the rows take the new name at once, with nothing read again.
  public func cityWeatherModuleDidRename(_ city: City) {
    // Beyond this exercise's stories: show the rows with the city the weather renamed in its place.
  }
}
