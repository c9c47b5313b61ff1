import CitiesPresentationWords
import CitiesTerminalKit
import CitiesVIP

/// VIP's weather view in the terminal: it writes each view model it is given into a `Screen`.
final class VIPCityWeatherTerminalView:
  VIPTerminalView<any CityWeatherBusinessLogic, any CityWeatherRoutingLogic>,
  CityWeatherDisplayLogic
{
  func displayWeather(viewModel: CityWeather.LoadWeather.ViewModel) {
    trace?.received(viewModel)
    screen.title = viewModel.title
    switch viewModel.state {
    case .loading: screen.showBusy()
    case .error(let message): screen.show(message: message, canRetry: true)
    case .result(let report):
      screen.show(forecast: report.forecast.map { ForecastDayWords($0) })
      screen.showCurrentWeather(temperature: report.temperature, condition: report.condition)
    }
  }

  func displayRenameCity(viewModel: CityWeather.RenameCity.ViewModel) {
    trace?.received(viewModel)
    switch viewModel {
    case .renamed(let title): screen.title = title
    case .alert(let message): screen.alert = message
    }
  }

  override func appear() async {
    await load()
  }

  override func handle(_ command: Command) async {
    switch command {
    case .rename(let name): await interactor?.renameCity(request: .init(name: name))
    case .retry: await load()
    case .back: router?.routeToCities()
    default: return
    }
  }

  private func load() async {
    await interactor?.loadWeather(request: CityWeather.LoadWeather.Request())
  }
}

// The terminal draws a forecast row from the shared words, which this day carries.
extension ForecastDayWords {
  init(_ day: CityWeather.LoadWeather.ViewModel.DisplayedForecastDay) {
    self.init(day: day.day, minimum: day.minimum, maximum: day.maximum, condition: day.condition)
  }
}
