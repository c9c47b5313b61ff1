import CitiesMVVM
import CitiesTerminalKit

/// MVVM's search view in the terminal: it draws its view model's state into a `Screen` and sends
/// the typed text and the chosen result to the view model as intents.
@MainActor
final class MVVMAddCityTerminalView: MVVMTerminalView<AddCityViewModel, AddCityState, AddCityIntent>
{
  // The results on screen, which the intents carry back.
  private var rows: [CityRow] = []

  /// Makes the view of the view model, which it owns.
  init(viewModel: AddCityViewModel, trace: HopRecorder) {
    super.init(
      screen: .addCity(), trace: trace, viewModel: viewModel, state: \.state, alert: \.alert,
      alertDismissed: .alertDismissed, send: { await $0.send($1) })
  }

  override func show(_ state: AddCityState) {
    rows = []
    switch state {
    case .idle(let message), .hint(let message), .noMatches(let message):
      screen.show(message: message)
    case .searching:
      screen.showBusy()
    case .results(let rows):
      self.rows = rows
      screen.show(rows: rows.map { Screen.cityRow(title: $0.title, subtitle: $0.subtitle) })
    case .failed(let message):
      // Typing again searches again, so the failure offers no retry of its own.
      screen.show(message: message)
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
    case .rowChosen(let row) where rows.indices.contains(row):
      await send(.resultTapped(row: rows[row]))
    case .backTapped:
      await send(.cancelTapped)
    default:
      return
    }
  }
}
