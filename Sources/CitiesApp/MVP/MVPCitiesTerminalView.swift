import CitiesMVP
import CitiesTerminalKit

/// MVP's saved-cities view in the terminal: a passive view that writes what its presenter tells it.
final class MVPCitiesTerminalView: TerminalView, CitiesView {
  /// The presenter, which this view owns, as an MVP view does.
  var presenter: (any CitiesPresenter)?

  func displayLoading() {
    showBusy()
    showTitle()
  }

  func refreshCitiesView() {
    guard let presenter else { return }
    let rows = reloadedCells(
      MVPCityCell.init, count: presenter.numberOfCities, filledBy: presenter.configure)
    screen.show(cities: rows.map(\.city))
    showTitle()
  }

  func displayEmptyState(message: String) {
    trace?.received(message)
    screen.showEmptyList(message: message)
    showTitle()
  }

  func displayError(message: String) {
    show(message: message, canRetry: true)
    showTitle()
  }

  func displayUndoOffer(message: String) {
    trace?.received(message)
    screen.summary = #"\#(message) Type "undo" to put it back."#
  }

  func displayAlert(message: String) { show(alert: message) }

  // The view pulls the title from its presenter whenever it draws, as it pulls the rows.
  private func showTitle() {
    guard let presenter else { return }
    screen.title = presenter.title
  }

  override func appear() async {
    await presenter?.viewDidAppear()
  }

  override func handle(_ command: Command) async {
    screen.summary = nil
    switch command {
    case .add: presenter?.addButtonPressed()
    case .open(let row):
      presenter?.didSelect(row: row)
    case .delete(let row):
      await presenter?.deleteButtonPressed(row: row)
    case .retry: await presenter?.retryButtonPressed()
    case .undo: await presenter?.undoButtonPressed()
    case .sort(let order): presenter?.sortButtonPressed(order: order)
    default: return
    }
  }
}
