import CitiesMVP
import CitiesTerminalKit

/// Stands between an MVP view and its presenter while tracing is on, as an app inserts a logging
/// decorator, and records each message the view sends under the name of the method that got it.
@MainActor
final class MVPPresenterTrace<Presenter: Sendable>: Sendable {
  fileprivate let presenter: Presenter
  fileprivate let trace: HopRecorder

  /// Wraps the presenter the configurator made; the view holds this in its place.
  init(_ presenter: Presenter, traceLog: TraceLog) {
    self.presenter = presenter
    trace = HopRecorder(log: traceLog, role: .presenter, peer: .view)
  }

  // Records the message, then passes it on; a cell is left out of its trace, its row kept.
  fileprivate func relay<Value>(
    _ arguments: Any..., method: String = #function, to message: () -> Value
  ) -> Value {
    trace.received(call: method, arguments: arguments)
    return message()
  }

  fileprivate func relay(
    _ arguments: Any..., method: String = #function, to message: () async -> Void
  ) async {
    trace.received(call: method, arguments: arguments)
    await message()
  }
}

extension MVPPresenterTrace: CitiesPresenter where Presenter == any CitiesPresenter {
  var title: String { relay { presenter.title } }
  var numberOfCities: Int { relay { presenter.numberOfCities } }

  func configure(cell: any CityCellView, forRow row: Int) {
    relay(cell, row) { presenter.configure(cell: cell, forRow: row) }
  }

  func viewDidAppear() async { await relay { await presenter.viewDidAppear() } }
  func retryButtonPressed() async { await relay { await presenter.retryButtonPressed() } }

  func deleteButtonPressed(row: Int) async {
    await relay(row) { await presenter.deleteButtonPressed(row: row) }
  }

  func didSelect(row: Int) { relay(row) { presenter.didSelect(row: row) } }
  func addButtonPressed() { relay { presenter.addButtonPressed() } }
}

extension MVPPresenterTrace: AddCityPresenter where Presenter == any AddCityPresenter {
  var numberOfSearchResults: Int { relay { presenter.numberOfSearchResults } }

  func configure(cell: any CityCellView, forRow row: Int) {
    relay(cell, row) { presenter.configure(cell: cell, forRow: row) }
  }

  func viewDidLoad() { relay { presenter.viewDidLoad() } }

  func searchTextDidChange(_ text: String) async {
    await relay(text) { await presenter.searchTextDidChange(text) }
  }

  func didSelect(row: Int) async { await relay(row) { await presenter.didSelect(row: row) } }
  func cancelButtonPressed() { relay { presenter.cancelButtonPressed() } }
}

extension MVPPresenterTrace: CityWeatherPresenter where Presenter == any CityWeatherPresenter {
  var numberOfForecastDays: Int { relay { presenter.numberOfForecastDays } }

  func configure(cell: any ForecastCellView, forRow row: Int) {
    relay(cell, row) { presenter.configure(cell: cell, forRow: row) }
  }

  func viewDidLoad() async { await relay { await presenter.viewDidLoad() } }
  func retryButtonPressed() async { await relay { await presenter.retryButtonPressed() } }
  func backButtonPressed() { relay { presenter.backButtonPressed() } }
}
