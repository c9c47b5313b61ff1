import CitiesMVP

/// Stands between MVP's weather presenter and its view, and traces what the presenter says.
///
/// The presenter holds it weakly, as it would the view, so the scene keeps it alive.
@MainActor
final class TracingCityWeatherView: CityWeatherView {
  private let view: any CityWeatherView
  private let trace: BoundaryTrace

  /// Wraps the terminal view; the configurator receives this in its place.
  init(_ view: any CityWeatherView, traceLog: TraceLog) {
    self.view = view
    trace = BoundaryTrace(log: traceLog, from: .presenter, to: .view)
  }

  func displayLoading() {
    trace.record("displayLoading()")
    view.displayLoading()
  }

  func display(title: String) {
    trace.record("display(title: \(BoundaryTrace.quoted(title)))")
    view.display(title: title)
  }

  func displayCurrentWeather(temperature: String, condition: String) {
    let temperatureText = BoundaryTrace.quoted(temperature)
    let conditionText = BoundaryTrace.quoted(condition)
    trace.record(
      "displayCurrentWeather(temperature: \(temperatureText), condition: \(conditionText))")
    view.displayCurrentWeather(temperature: temperature, condition: condition)
  }

  func refreshForecastView() {
    trace.record("refreshForecastView()")
    view.refreshForecastView()
  }

  func displayError(message: String) {
    trace.record("displayError(message: \(BoundaryTrace.quoted(message)))")
    view.displayError(message: message)
  }
}
