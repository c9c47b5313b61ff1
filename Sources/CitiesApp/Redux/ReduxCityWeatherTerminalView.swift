import CitiesRedux
import CitiesTerminalKit

/// Redux's weather view in the terminal: it draws its scoped store's state and sends it actions.
final class ReduxCityWeatherTerminalView: ReduxTerminalView<CityWeatherState, CityWeatherAction> {
  override var destination: SceneDestination { .cityWeather(store.state.city) }
  override var appearedAction: CityWeatherAction? { .appeared }
  override var alertDismissedAction: CityWeatherAction? { .alertDismissed }

  override func show(_ content: CityWeatherContent) {
    switch content {
    case .loading: screen.showBusy()
    case .error(let message): screen.show(message: message, canRetry: true)
    case .report(let report):
      screen.show(rows: report.days.map { [$0.day, $0.minimum, $0.maximum, $0.condition] })
      screen.showCurrentWeather(temperature: report.temperature, condition: report.condition)
    }
  }

  override func showHeading(of state: CityWeatherState) {
    screen.title = state.title
  }

  override func action(for command: Command) -> CityWeatherAction? {
    switch command {
    case .retry: .retryTapped
    case .rename(let name): .renameSubmitted(name)
    default: nil
    }
  }
}
