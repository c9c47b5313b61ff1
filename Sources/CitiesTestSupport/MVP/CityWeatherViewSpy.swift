import CitiesMVP

/// A `CityWeatherView` that records, in order, everything its presenter told it to show.
///
/// Like a real view it owns its presenter, and on a refresh it reads the forecast back through the
/// presenter's table API, so a message holds exactly what a user would have seen at that moment.
@MainActor
public final class CityWeatherViewSpy: CityWeatherView {
  /// One thing the presenter told the view to show.
  public enum Message: Equatable, Sendable {
    case loading
    case title(String)
    case current(temperature: String, condition: String)
    case forecast([ForecastCellViewSpy.Row])
    case error(String)
  }

  /// Every message so far, oldest first.
  public private(set) var messages: [Message] = []
  /// The presenter this view talks to; the view owns it, as a real one does.
  public var presenter: (any CityWeatherPresenter)?

  /// Makes a view that has shown nothing yet.
  public init() {}

  public func displayLoading() { messages.append(.loading) }

  public func display(title: String) { messages.append(.title(title)) }

  public func displayCurrentWeather(temperature: String, condition: String) {
    messages.append(.current(temperature: temperature, condition: condition))
  }

  public func refreshForecastView() { messages.append(.forecast(forecastOnScreen())) }

  public func displayError(message: String) { messages.append(.error(message)) }

  private func forecastOnScreen() -> [ForecastCellViewSpy.Row] {
    guard let presenter else { return [] }
    return (0..<presenter.numberOfForecastDays).map { row in
      let cell = ForecastCellViewSpy()
      presenter.configure(cell: cell, forRow: row)
      return cell.row
    }
  }
}
