import CitiesPresentationWords
import CitiesTerminalKit
import CitiesVIPER

/// VIPER's weather view in the terminal: it writes what its presenter tells it into a `Screen`.
final class VIPERCityWeatherTerminalView: TerminalView, CityWeatherView {
  /// The module interface, the presenter, which this view owns, as a VIPER view does.
  var eventHandler: (any CityWeatherModuleInterface)?

  override func appear() async {
    await eventHandler?.viewIsReady()
  }

  override func handle(_ command: Command) async {
    guard let eventHandler else { return }
    switch command {
    case .retry: await eventHandler.didTapRetry()
    case .back: eventHandler.didTapBack()
    case .rename(let name): await eventHandler.didTapRename(to: name)
    default: return
    }
  }

  func setTitle(_ title: String) {
    trace?.received(title)
    screen.title = title
  }

  func showLoading() { showBusy() }

  func showWeather(temperature: String, condition: String, days: [ForecastDayWords]) {
    trace?.received(temperature, condition, days)
    screen.show(forecast: days)
    screen.showCurrentWeather(temperature: temperature, condition: condition)
  }

  func showFailure(_ message: String) { show(message: message, canRetry: true) }

  func showAlert(_ message: String) { show(alert: message) }
}
