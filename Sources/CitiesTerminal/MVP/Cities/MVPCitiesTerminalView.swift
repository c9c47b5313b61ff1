import CitiesMVP

/// MVP's saved-cities view in the terminal: a passive view that writes what its presenter tells
/// it into a `Screen` and passes every user event on to the presenter.
@MainActor
final class MVPCitiesTerminalView: CitiesView {
  private(set) var screen = Screen.savedCities()
  /// The presenter, which this view owns, as an MVP view does.
  var presenter: (any CitiesPresenter)?

  func displayLoading() {
    screen.showBusy()
    showTitle()
  }

  // A passive view reads its rows back through the presenter, as a table asks its data source.
  func refreshCitiesView() {
    guard let presenter else { return }
    let rows = MVPCityCell.rows(count: presenter.numberOfCities) {
      presenter.configure(cell: $0, forRow: $1)
    }
    screen.show(rows: rows)
    showTitle()
  }

  func displayEmptyState(message: String) {
    screen.show(message: message)
    showTitle()
  }

  func displayError(message: String) {
    screen.show(message: message, canRetry: true)
    showTitle()
  }

  // The view pulls the title from its presenter whenever it draws, as it pulls the rows.
  private func showTitle() {
    if let presenter { screen.title = presenter.title }
  }

  func displayAlert(message: String) {
    screen.alert = message
  }
}

// MARK: - TerminalScene

extension MVPCitiesTerminalView: TerminalScene {
  func appear() async {
    await presenter?.viewDidAppear()
  }

  func handle(_ event: SceneEvent) async {
    switch event {
    case .addTapped: presenter?.addButtonPressed()
    case .rowChosen(let row): presenter?.didSelect(row: row)
    case .deleteTapped(let row): await presenter?.deleteButtonPressed(row: row)
    case .retryTapped: await presenter?.retryButtonPressed()
    case .textChanged, .backTapped: return
    }
  }

  func dismissAlert() async {
    screen.alert = nil
  }
}
