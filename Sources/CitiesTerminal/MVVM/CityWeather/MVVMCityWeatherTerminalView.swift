import CitiesMVVM

/// MVVM's weather view in the terminal: it observes its view model, redraws its `Screen` from the
/// view model's state, and sends retry and back to it as intents.
@MainActor
final class MVVMCityWeatherTerminalView {
  private(set) var screen: Screen
  private let viewModel: CityWeatherViewModel
  private let state: ObservedValue<CityWeatherState>
  private let intents: BoundaryTrace
  private let updates: BoundaryTrace

  /// Makes the view of the view model, which it owns, as a SwiftUI view owns its model.
  init(viewModel: CityWeatherViewModel, traceLog: TraceLog) {
    self.viewModel = viewModel
    screen = .cityWeather(named: viewModel.title)
    state = ObservedValue { viewModel.state }
    intents = BoundaryTrace(log: traceLog, from: .view, to: .viewModel)
    updates = BoundaryTrace(log: traceLog, from: .viewModel, to: .view)
  }

  private func send(_ intent: CityWeatherIntent) async {
    intents.record("send(\(intent.traceDescription))")
    await viewModel.send(intent)
    redraw()
  }

  private func redraw() {
    state.drawIfChanged { state in
      updates.record("state = \(state.traceDescription)")
      show(state)
    }
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
