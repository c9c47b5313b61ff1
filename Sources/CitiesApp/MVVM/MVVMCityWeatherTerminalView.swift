import CitiesMVVM
import CitiesTerminalKit

/// MVVM's weather view in the terminal: it draws its view model's state into a `Screen` and sends
/// retry and back to the view model as intents.
@MainActor
final class MVVMCityWeatherTerminalView: MVVMTerminalView<
  CityWeatherViewModel, CityWeatherState, CityWeatherIntent
>
{
  /// Makes the view of the view model, which it owns; the city's name titles the scene.
  init(viewModel: CityWeatherViewModel, trace: HopRecorder) {
    super.init(
      screen: .cityWeather(named: viewModel.title), trace: trace, viewModel: viewModel,
      state: \.state, send: { await $0.send($1) })
  }

  override func show(_ state: CityWeatherState) {
    switch state {
    case .loading: screen.showBusy()
    case .error(let message): screen.show(message: message, canRetry: true)
    case .report(let current, let forecast):
      screen.show(forecast: forecast)
      screen.showCurrentWeather(temperature: current.temperature, condition: current.condition)
    }
  }

  override func appear() async {
    redraw()
    await send(.appeared)
  }

  override func handle(_ event: SceneEvent) async {
    switch event {
    case .retryTapped: await send(.retryTapped)
    case .backTapped: await send(.backTapped)
    default: return
    }
  }
}
