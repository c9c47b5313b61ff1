import CitiesMVP

/// MVP's weather view in the terminal: a passive view that writes what its presenter tells it into
/// a `Screen` and passes retry and back on to the presenter.
@MainActor
final class MVPCityWeatherTerminalView: CityWeatherView {
  private(set) var screen: Screen
  /// The presenter, which this view owns, as an MVP view does.
  var presenter: (any CityWeatherPresenter)?

  /// Makes the view for a city; its name titles the scene before the report arrives.
  init(cityName: String) {
    screen = .cityWeather(named: cityName)
  }

  func displayLoading() {
    screen.showBusy()
  }

  func display(title: String) {
    screen.title = title
  }

  func displayCurrentWeather(temperature: String, condition: String) {
    screen.showCurrentWeather(temperature: temperature, condition: condition)
  }

  // A passive view reads its rows back through the presenter, as a table asks its data source.
  func refreshForecastView() {
    guard let presenter else { return }
    let rows = MVPForecastCell.rows(count: presenter.numberOfForecastDays) {
      presenter.configure(cell: $0, forRow: $1)
    }
    screen.show(rows: rows)
  }

  func displayError(message: String) {
    screen.show(message: message, canRetry: true)
  }
}

// MARK: - TerminalScene

extension MVPCityWeatherTerminalView: TerminalScene {
  func appear() async {
    await presenter?.viewDidLoad()
  }

  func handle(_ event: SceneEvent) async {
    switch event {
    case .retryTapped: await presenter?.retryButtonPressed()
    case .backTapped: presenter?.backButtonPressed()
    case .addTapped, .textChanged, .rowChosen, .deleteTapped: return
    }
  }

  // The weather scene has no alerts.
  func dismissAlert() async {}
}
