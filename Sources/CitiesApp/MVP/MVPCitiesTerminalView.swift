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
    let count = (name: "numberOfCities", value: presenter.numberOfCities)
    let rows = reloadedCells(MVPCityCell.init, count: count, filledBy: presenter.configure)
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

  func displayAlert(message: String) { show(alert: message) }

  // The view pulls the title from its presenter whenever it draws, as it pulls the rows.
  private func showTitle() {
    guard let presenter else { return }
    trace?.sent("title")
    screen.title = presenter.title
  }

  override func appear() async {
    await call("viewDidAppear()") { await presenter?.viewDidAppear() }
  }

  override func handle(_ command: Command) async {
    switch command {
    case .add: await call("addButtonPressed()") { presenter?.addButtonPressed() }
    case .open(let row):
      await call("didSelect(row: \(row))") { presenter?.didSelect(row: row) }
    case .delete(let row):
      await call("deleteButtonPressed(row: \(row))") {
        await presenter?.deleteButtonPressed(row: row)
      }
    case .retry: await call("retryButtonPressed()") { await presenter?.retryButtonPressed() }
    default: return
    }
  }
}
