import CitiesVIP

/// Stands between VIP's weather presenter and its view, and traces each view model.
///
/// The presenter holds it weakly, as it would the view, so the scene keeps it alive.
@MainActor
final class TracingCityWeatherDisplayLogic: CityWeatherDisplayLogic {
  private let view: any CityWeatherDisplayLogic
  private let trace: BoundaryTrace

  /// Wraps the terminal view; the configurator receives this in its place.
  init(_ view: any CityWeatherDisplayLogic, traceLog: TraceLog) {
    self.view = view
    trace = BoundaryTrace(log: traceLog, from: .presenter, to: .view)
  }

  func displayWeather(viewModel: CityWeather.LoadWeather.ViewModel) {
    let title = BoundaryTrace.quoted(viewModel.title)
    let state = Self.describe(viewModel.state)
    trace.record("displayWeather(viewModel: ViewModel(title: \(title), state: \(state)))")
    view.displayWeather(viewModel: viewModel)
  }

  private static func describe(_ state: CityWeatherViewState) -> String {
    switch state {
    case .loading:
      ".loading"
    case .result(let report):
      ".result(\(report.temperature), \(report.condition), "
        + "\(BoundaryTrace.count(report.forecast.count, "day")))"
    case .error(let message):
      ".error(\(BoundaryTrace.quoted(message)))"
    }
  }
}
