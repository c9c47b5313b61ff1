import CitiesMVVM
import CitiesTerminalKit

/// MVVM's search view in the terminal: it draws its view model's state into a `Screen` and sends
/// the typed text and the chosen result to the view model as intents.
@MainActor
final class MVVMAddCityTerminalView: MVVMTerminalView<AddCityViewModel, AddCityState, AddCityIntent>
{
  // The results on screen, which the intents carry back.
  private var rows = ShownCities<CityRow>()

  /// Makes the view of the view model, which it owns.
  init(viewModel: AddCityViewModel, trace: HopRecorder) {
    super.init(
      screen: .addCity(), trace: trace, viewModel: viewModel, state: \.state, alert: \.alert,
      alertDismissed: .alertDismissed, send: { await $0.send($1) })
  }

  override func show(_ state: AddCityState) {
    switch state {
    // Typing again searches again, so a failure offers no retry of its own.
    case .idle(let message), .hint(let message), .noMatches(let message), .failed(let message):
      screen.show(message: message)
    case .searching: screen.showBusy()
    case .results(let rows): self.rows.show(rows, on: &screen)
    }
  }

  // The view model starts idle and needs no intent to appear: the first draw shows it.
  override func appear() async {
    redraw()
  }

  override func handle(_ event: SceneEvent) async {
    switch event {
    case .textChanged(let text):
      await send(.queryChanged(text))
    case .rowChosen(let index):
      if let row = rows.row(index, on: screen) { await send(.resultTapped(row: row)) }
    case .backTapped:
      await send(.cancelTapped)
    default:
      return
    }
  }
}
