import CitiesMVVM
import CitiesTerminalKit

/// MVVM's weather view in the terminal: it draws its view model's state and sends it intents.
final class MVVMCityWeatherTerminalView: MVVMTerminalView<CityWeatherViewModel> {
  override var appearedIntent: CityWeatherIntent? { .appeared }

  override func show(_ state: CityWeatherState) {
    switch state {
    case .loading: screen.showBusy()
    case .error(let message): screen.show(message: message, canRetry: true)
    case .report(let report):
      screen.show(forecast: report.forecast)
      screen.showCurrentWeather(temperature: report.temperature, condition: report.condition)
    }
  }

  override func intent(for command: Command) -> CityWeatherIntent? {
    switch command {
    case .retry: .retryTapped
    case .back: .backTapped
    default: nil
    }
  }
}
