import CitiesMVVM

/// MVVM's search view in the terminal: it observes its view model, redraws its `Screen` from the
/// view model's state, and sends the typed text and the chosen result to it as intents.
@MainActor
final class MVVMAddCityTerminalView {
  private(set) var screen = Screen.addCity()
  private let binding: ViewModelBinding<AddCityState, AddCityIntent>
  // The results on screen, which the intents carry back.
  private var rows: [CityRow] = []

  /// Makes the view of the view model, which it owns through its binding, as a SwiftUI view owns
  /// its model.
  init(viewModel: AddCityViewModel, traceLog: TraceLog) {
    binding = ViewModelBinding(
      traceLog: traceLog, state: { viewModel.state }, alert: { viewModel.alert },
      send: viewModel.send)
  }

  private func send(_ intent: AddCityIntent) async {
    await binding.send(intent)
    redraw()
  }

  private func redraw() {
    binding.redraw(show: show(_:), showAlert: { screen.alert = $0 })
  }

  private func show(_ state: AddCityState) {
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
}

// MARK: - TerminalScene

extension MVVMAddCityTerminalView: TerminalScene {
  // The view model starts idle and needs no intent to appear: the first draw shows it.
  func appear() async {
    redraw()
  }

  func handle(_ event: SceneEvent) async {
    switch event {
    case .textChanged(let text):
      await send(.queryChanged(text))
    case .rowChosen(let row):
      guard rows.indices.contains(row) else { return }
      await send(.resultTapped(row: rows[row]))
    case .backTapped:
      await send(.cancelTapped)
    case .addTapped, .deleteTapped, .retryTapped:
      return
    }
  }

  func dismissAlert() async {
    guard screen.alert != nil else { return }
    await send(.alertDismissed)
  }
}
