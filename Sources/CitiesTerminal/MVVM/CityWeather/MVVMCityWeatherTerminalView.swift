import CitiesMVVM

/// MVVM's weather view in the terminal: it observes its view model, redraws its `Screen` from the
/// view model's state, and sends retry and back to it as intents.
@MainActor
final class MVVMCityWeatherTerminalView {
  private(set) var screen: Screen
  private let binding: ViewModelBinding<CityWeatherState, CityWeatherIntent>

  /// Makes the view of the view model, which it owns through its binding, as a SwiftUI view owns
  /// its model.
  init(viewModel: CityWeatherViewModel, traceLog: TraceLog) {
    screen = .cityWeather(named: viewModel.title)
    binding = ViewModelBinding(
      traceLog: traceLog, state: { viewModel.state }, send: viewModel.send)
  }

  private func send(_ intent: CityWeatherIntent) async {
    await binding.send(intent)
    redraw()
  }

  private func redraw() {
    binding.redraw(show: show(_:))
  }

  private func show(_ state: CityWeatherState) {
    switch state {
    case .loading:
      screen.showBusy()
    case .report(let current, let forecast):
      screen.show(rows: forecast.map(Self.columns(of:)))
      screen.showCurrentWeather(temperature: current.temperature, condition: current.condition)
    case .error(let message):
      screen.show(message: message, canRetry: true)
    }
  }

  private static func columns(of row: ForecastRow) -> [String] {
    Screen.forecastRow(
      day: row.day, minimum: row.minimum, maximum: row.maximum, condition: row.condition)
  }
}

// MARK: - TerminalScene

extension MVVMCityWeatherTerminalView: TerminalScene {
  func appear() async {
    redraw()
    await send(.appeared)
  }

  func handle(_ event: SceneEvent) async {
    switch event {
    case .retryTapped: await send(.retryTapped)
    case .backTapped: await send(.backTapped)
    case .addTapped, .textChanged, .rowChosen, .deleteTapped: return
    }
  }

  // The weather scene has no alerts.
  func dismissAlert() async {}
}
