import CitiesMVP

/// MVP's search view in the terminal: a passive view that writes what its presenter tells it into
/// a `Screen` and passes the typed text and the chosen result on to the presenter.
@MainActor
final class MVPAddCityTerminalView: AddCityView {
  private(set) var screen = Screen.addCity()
  /// The presenter, which this view owns, as an MVP view does.
  var presenter: (any AddCityPresenter)?

  func displayIdle(message: String) {
    screen.show(message: message)
  }

  func displayHint(message: String) {
    screen.show(message: message)
  }

  func displaySearching() {
    screen.showBusy()
  }

  // A passive view reads its rows back through the presenter, as a table asks its data source.
  func refreshSearchResultsView() {
    guard let presenter else { return }
    let rows = MVPCityCell.rows(count: presenter.numberOfSearchResults) {
      presenter.configure(cell: $0, forRow: $1)
    }
    screen.show(rows: rows)
  }

  func displayNoResults(message: String) {
    screen.show(message: message)
  }

  // Typing again searches again, so the failure offers no retry of its own.
  func displayError(message: String) {
    screen.show(message: message)
  }

  func displayAlert(message: String) {
    screen.alert = message
  }
}

// MARK: - TerminalScene

extension MVPAddCityTerminalView: TerminalScene {
  func appear() async {
    presenter?.viewDidLoad()
  }

  func handle(_ event: SceneEvent) async {
    switch event {
    case .textChanged(let text): await presenter?.searchTextDidChange(text)
    case .rowChosen(let row): await presenter?.didSelect(row: row)
    case .backTapped: presenter?.cancelButtonPressed()
    case .addTapped, .deleteTapped, .retryTapped: return
    }
  }

  func dismissAlert() async {
    screen.alert = nil
  }
}
