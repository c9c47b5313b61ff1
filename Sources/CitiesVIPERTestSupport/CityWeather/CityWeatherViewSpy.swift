import CitiesPresentationWords
import CitiesTestSupport
import CitiesVIPER

/// A VIPER city-weather view that records what its presenter told it, in order, and keeps the
/// presenter as the app's view does.
@MainActor
public final class CityWeatherViewSpy: MessageSpy<CityWeatherViewSpy.Message>,
  CityWeatherView
{
  /// One thing the presenter told the view.
  public enum Message: Equatable {
    /// The scene's title.
    case title(String)
    /// The loading state.
    case loading
    /// The report: the weather now and the days.
    case weather(temperature: String, condition: String, days: [ForecastDayWords])
    /// The failed fetch's message.
    case failure(String)
    /// An alert over the state.
    case alert(String)
  }

  /// The presenter, which the view owns as the app's view does; tests that only watch leave it.
  public var eventHandler: (any CityWeatherModuleInterface)?

  public func setTitle(_ title: String) { record(.title(title)) }

  public func showLoading() { record(.loading) }

  public func showWeather(temperature: String, condition: String, days: [ForecastDayWords]) {
    record(.weather(temperature: temperature, condition: condition, days: days))
  }

  public func showFailure(_ message: String) { record(.failure(message)) }

  public func showAlert(_ message: String) { record(.alert(message)) }
}
