import CitiesMVP
import CitiesTestSupport

/// A `CityWeatherView` that records, in order, everything its presenter told it to show.
///
/// Like a real view it owns its presenter, and on a refresh it reads the forecast back through the
/// presenter's table API, so a message holds exactly what a user would have seen at that moment.
@MainActor
public final class CityWeatherViewSpy: MessageSpy<CityWeatherViewSpy.Message>, CityWeatherView {
  /// One thing the presenter told the view to show.
  public enum Message: Equatable, Sendable {
    case loading
    case title(String)
    case current(temperature: String, condition: String)
    case forecast([ForecastCellViewSpy.Row])
    case error(String)
    case alert(String)
  }

  /// The presenter this view talks to; the view owns it, as a real one does.
  public var presenter: (any CityWeatherPresenter)?

  public func displayLoading() { record(.loading) }

  public func display(title: String) { record(.title(title)) }

  public func displayCurrentWeather(temperature: String, condition: String) {
    record(.current(temperature: temperature, condition: condition))
  }

  public func refreshForecastView() { record(.forecast(forecastOnScreen())) }

  public func displayError(message: String) { record(.error(message)) }

  public func displayAlert(message: String) { record(.alert(message)) }

  private func forecastOnScreen() -> [ForecastCellViewSpy.Row] {
    guard let presenter else { return [] }
    return ForecastCellViewSpy.rows(count: presenter.numberOfForecastDays) {
      presenter.configure(cell: $0, forRow: $1)
    }
  }
}
