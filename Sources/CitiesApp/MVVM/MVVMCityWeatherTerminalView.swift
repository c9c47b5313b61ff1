import CitiesMVVM
import CitiesTerminalKit

/// MVVM's weather view in the terminal: it draws its view model's outputs and calls its inputs.
final class MVVMCityWeatherTerminalView: MVVMTerminalView<CityWeatherState> {
  // The view model, or the trace in front of it; the observed state holds the view model too.
  private let input: any CityWeatherViewModelInput
  private let viewModel: CityWeatherViewModel

  init(viewModel: CityWeatherViewModel, input: any CityWeatherViewModelInput, trace: HopRecorder?) {
    (self.input, self.viewModel) = (input, viewModel)
    super.init(
      screen: .cityWeather(named: viewModel.title), trace: trace, state: { viewModel.state },
      alert: { viewModel.alert })
  }

  override func show(_ state: CityWeatherState) {
    switch state {
    case .loading: screen.showBusy()
    case .error(let message): screen.show(message: message, canRetry: true)
    case .report(let report):
      screen.show(forecast: report.forecast)
      screen.showCurrentWeather(temperature: report.temperature, condition: report.condition)
    }
  }

  override func viewDidAppear() async { await input.viewDidAppear() }

  override func forward(_ command: Command) async {
    switch command {
    case .retry: await input.didTapRetry()
    case .back: input.didTapBack()
    case .rename(let name): await input.didEnterNewName(name)
    default: return
    }
    screen.title = viewModel.title
  }
  override func didDismissAlert() { input.didDismissAlert() }
}
