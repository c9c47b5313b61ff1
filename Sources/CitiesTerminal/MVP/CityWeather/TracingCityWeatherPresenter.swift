import CitiesMVP

/// Stands between MVP's weather view and its presenter, and traces what the view asks.
@MainActor
final class TracingCityWeatherPresenter: CityWeatherPresenter {
  private let presenter: any CityWeatherPresenter
  private let trace: BoundaryTrace

  /// Wraps the presenter the configurator made; the view holds this in its place.
  init(_ presenter: any CityWeatherPresenter, traceLog: TraceLog) {
    self.presenter = presenter
    trace = BoundaryTrace(log: traceLog, from: .view, to: .presenter)
  }

  var numberOfForecastDays: Int {
    trace.record("numberOfForecastDays")
    return presenter.numberOfForecastDays
  }

  func configure(cell: any ForecastCellView, forRow row: Int) {
    trace.record("configure(cell:forRow: \(row))")
    presenter.configure(cell: cell, forRow: row)
  }

  func viewDidLoad() async {
    trace.record("viewDidLoad()")
    await presenter.viewDidLoad()
  }

  func retryButtonPressed() async {
    trace.record("retryButtonPressed()")
    await presenter.retryButtonPressed()
  }

  func backButtonPressed() {
    trace.record("backButtonPressed()")
    presenter.backButtonPressed()
  }
}
