import CitiesMVP
import CitiesPresentationWords
import CitiesTerminalKit

/// Stands between an MVP view and its presenter while tracing is on, as an app inserts a logging
/// decorator, and records each message the view sends under the name of the method that got it.
final class MVPPresenterTrace<Presenter>: HopRelay<Presenter> {
  init(_ presenter: Presenter, traceLog: TraceLog) {
    super.init(presenter, traceLog: traceLog, role: .presenter, peer: .view)
  }
}

extension MVPPresenterTrace: CitiesPresenter where Presenter == any CitiesPresenter {
  var title: String { relay().title }
  var numberOfCities: Int { relay().numberOfCities }

  func configure(cell: any CityCellView, forRow row: Int) {
    relay(cell, row).configure(cell: cell, forRow: row)
  }

  func viewDidAppear() async { await relay().viewDidAppear() }
  func retryButtonPressed() async { await relay().retryButtonPressed() }

  func deleteButtonPressed(row: Int) async {
    await relay(row).deleteButtonPressed(row: row)
  }

  func undoButtonPressed() async { await relay().undoButtonPressed() }
  func sortButtonPressed(order: CitiesListOrder) { relay(order).sortButtonPressed(order: order) }
  func didSelect(row: Int) { relay(row).didSelect(row: row) }
  func addButtonPressed() { relay().addButtonPressed() }
}

extension MVPPresenterTrace: AddCityPresenter where Presenter == any AddCityPresenter {
  var numberOfSearchResults: Int { relay().numberOfSearchResults }

  func configure(cell: any CityCellView, forRow row: Int) {
    relay(cell, row).configure(cell: cell, forRow: row)
  }

  func viewDidLoad() { relay().viewDidLoad() }

  func searchTextDidChange(_ text: String) async {
    await relay(text).searchTextDidChange(text)
  }

  func didSelect(row: Int) async { await relay(row).didSelect(row: row) }
  func cancelButtonPressed() { relay().cancelButtonPressed() }
}

extension MVPPresenterTrace: CityWeatherPresenter where Presenter == any CityWeatherPresenter {
  var numberOfForecastDays: Int { relay().numberOfForecastDays }

  func configure(cell: any ForecastCellView, forRow row: Int) {
    relay(cell, row).configure(cell: cell, forRow: row)
  }

  func viewDidLoad() async { await relay().viewDidLoad() }
  func retryButtonPressed() async { await relay().retryButtonPressed() }
  func renameButtonPressed(name: String) async { await relay(name).renameButtonPressed(name: name) }
  func backButtonPressed() { relay().backButtonPressed() }
}
