import CitiesVIP

/// VIP's weather view in the terminal: it writes each view model it is given into a `Screen` and
/// sends retry to its interactor and back to its router.
@MainActor
final class VIPCityWeatherTerminalView: CityWeatherDisplayLogic {
  private(set) var screen: Screen
  /// The interactor, which this view owns, as a Clean Swift view does.
  var interactor: (any CityWeatherBusinessLogic)?
  /// The router, which this view owns, as a Clean Swift view does.
  var router: (any CityWeatherRoutingLogic)?

  /// Makes the view for a city; its name titles the scene before the first view model arrives.
  init(cityName: String) {
    screen = .cityWeather(named: cityName)
  }

  func displayWeather(viewModel: CityWeather.LoadWeather.ViewModel) {
    screen.title = viewModel.title
    switch viewModel.state {
    case .loading:
      screen.showBusy()
    case .result(let report):
      screen.show(rows: report.forecast.map(Self.columns(of:)))
      screen.showCurrentWeather(temperature: report.temperature, condition: report.condition)
    case .error(let message):
      screen.show(message: message, canRetry: true)
    }
  }

  private static func columns(of row: ForecastRowViewModel) -> [String] {
    Screen.forecastRow(
      day: row.day, minimum: row.minimum, maximum: row.maximum, condition: row.condition)
  }
}

// MARK: - TerminalScene

extension VIPCityWeatherTerminalView: TerminalScene {
  func appear() async {
    await interactor?.loadWeather(request: CityWeather.LoadWeather.Request())
  }

  func handle(_ event: SceneEvent) async {
    switch event {
    case .retryTapped: await interactor?.loadWeather(request: CityWeather.LoadWeather.Request())
    case .backTapped: router?.routeToCities()
    case .addTapped, .textChanged, .rowChosen, .deleteTapped: return
    }
  }

  // The weather scene has no alerts.
  func dismissAlert() async {}
}
