import CitiesRedux
import CitiesTerminalKit

/// Redux's weather view in the terminal: it draws its scoped store's state and sends it actions.
final class ReduxCityWeatherTerminalView: ReduxTerminalView<CityWeatherState, CityWeatherAction> {
  override var destination: SceneDestination { .cityWeather(store.state.city) }
  override var appearedAction: CityWeatherAction? { .appeared }

  override func show(_ content: CityWeatherContent) {
    switch content {
    case .loading: screen.showBusy()
    case .error(let message): screen.show(message: message, canRetry: true)
    case .report(let report):
      screen.show(rows: report.days.map { [$0.day, $0.minimum, $0.maximum, $0.condition] })
      screen.showCurrentWeather(temperature: report.temperature, condition: report.condition)
    }
  }

  override func action(for command: Command) -> CityWeatherAction? {
    command == .retry ? .retryTapped : nil
  }
}
