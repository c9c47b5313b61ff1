import CitiesMVVM
import CitiesTerminalKit

/// MVVM's saved-cities view in the terminal: it draws its view model's state into a `Screen` and
/// sends the user's events to the view model as intents.
@MainActor
final class MVVMCitiesTerminalView: MVVMTerminalView<CitiesViewModel, CitiesState, CitiesIntent> {
  // The rows on screen, which the intents carry back.
  private var rows = ShownCities<CityRow>()

  /// Makes the view of the view model, which it owns.
  init(viewModel: CitiesViewModel, trace: HopRecorder) {
    super.init(
      screen: .savedCities(), trace: trace, viewModel: viewModel, state: \.state, alert: \.alert,
      alertDismissed: .alertDismissed, send: { await $0.send($1) })
  }

  override func show(_ state: CitiesState) {
    screen.title = viewModel.title
    switch state {
    case .loading: screen.showBusy()
    case .list(let rows): self.rows.show(rows, on: &screen)
    case .empty(let message): screen.showEmptyList(message: message)
    case .error(let message): screen.show(message: message, canRetry: true)
    }
  }

  override func appear() async {
    redraw()
    await send(.appeared)
  }

  override func handle(_ event: SceneEvent) async {
    switch event {
    case .addTapped:
      await send(.addTapped)
    case .rowChosen(let index):
      if let row = rows.row(index, on: screen) { await send(.cityTapped(row: row)) }
    case .deleteTapped(let index):
      if let row = rows.row(index, on: screen) { await send(.deleteTapped(row: row)) }
    case .retryTapped:
      await send(.retryTapped)
    default:
      return
    }
  }
}
