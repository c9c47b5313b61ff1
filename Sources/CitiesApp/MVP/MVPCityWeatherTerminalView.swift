import CitiesMVP
import CitiesTerminalKit

/// MVP's weather view in the terminal: a passive view that writes what its presenter tells it.
final class MVPCityWeatherTerminalView: TerminalView, CityWeatherView {
  /// The presenter, which this view owns, as an MVP view does.
  var presenter: (any CityWeatherPresenter)?

  func display(title: String) {
    trace?.received(title)
    screen.title = title
  }

  func displayLoading() { showBusy() }

  func displayCurrentWeather(temperature: String, condition: String) {
    trace?.received(temperature, condition)
    screen.showCurrentWeather(temperature: temperature, condition: condition)
  }

  func refreshForecastView() {
    guard let presenter else { return }
    let days = reloadedCells(
      MVPForecastCell.init, count: presenter.numberOfForecastDays, filledBy: presenter.configure)
    screen.show(forecast: days.map(\.words))
  }

  func displayError(message: String) {
    show(message: message, canRetry: true)
  }

  func displayAlert(message: String) { show(alert: message) }

  override func appear() async {
    await presenter?.viewDidLoad()
  }

  override func handle(_ command: Command) async {
    switch command {
    case .retry: await presenter?.retryButtonPressed()
    case .rename(let name): await presenter?.renameButtonPressed(name: name)
    case .back: presenter?.backButtonPressed()
    default: return
    }
  }
}
