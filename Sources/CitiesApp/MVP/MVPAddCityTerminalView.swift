import CitiesMVP
import CitiesTerminalKit

/// MVP's search view in the terminal: a passive view that writes what its presenter tells it.
final class MVPAddCityTerminalView: TerminalView, AddCityView {
  /// The presenter, which this view owns, as an MVP view does.
  var presenter: (any AddCityPresenter)?

  func displayIdle(message: String) { show(message: message) }

  func displayHint(message: String) { show(message: message) }

  func displaySearching() { showBusy() }

  func refreshSearchResultsView() {
    guard let presenter else { return }
    let rows = reloadedCells(
      MVPCityCell.init, count: presenter.numberOfSearchResults, filledBy: presenter.configure)
    screen.show(cities: rows.map(\.city))
  }

  func displayNoResults(message: String) { show(message: message) }

  // Typing again searches again, so the failure offers no retry of its own.
  func displayError(message: String) { show(message: message) }

  func displayAlert(message: String) { show(alert: message) }

  override func appear() async {
    presenter?.viewDidLoad()
  }

  override func handle(_ command: Command) async {
    switch command {
    case .search(let text):
      await presenter?.searchTextDidChange(text)
    case .pick(let row):
      await presenter?.didSelect(row: row)
    case .back: presenter?.cancelButtonPressed()
    default: return
    }
  }
}
