import CitiesMVVM

/// MVVM's saved-cities view in the terminal: it observes its view model, redraws its `Screen`
/// from the view model's state, and sends the user's events to it as intents.
@MainActor
final class MVVMCitiesTerminalView {
  private(set) var screen = Screen.savedCities()
  private let binding: ViewModelBinding<CitiesState, CitiesIntent>
  // The list's title, which the view model derives from its state.
  private let title: @MainActor () -> String
  // The rows on screen, which the intents carry back.
  private var rows: [CityRow] = []

  /// Makes the view of the view model, which it owns through its binding, as a SwiftUI view owns
  /// its model.
  init(viewModel: CitiesViewModel, traceLog: TraceLog) {
    binding = ViewModelBinding(
      traceLog: traceLog, state: { viewModel.state }, alert: { viewModel.alert },
      send: viewModel.send)
    title = { viewModel.title }
  }

  private func send(_ intent: CitiesIntent) async {
    await binding.send(intent)
    redraw()
  }

  private func redraw() {
    binding.redraw(show: show(_:), showAlert: { screen.alert = $0 })
  }

  private func show(_ state: CitiesState) {
    rows = []
    screen.title = title()
    switch state {
    case .loading:
      screen.showBusy()
    case .list(let rows):
      self.rows = rows
      screen.show(rows: rows.map { Screen.cityRow(title: $0.title, subtitle: $0.subtitle) })
    case .empty(let message):
      screen.show(message: message)
    case .error(let message):
      screen.show(message: message, canRetry: true)
    }
  }
}

// MARK: - TerminalScene

extension MVVMCitiesTerminalView: TerminalScene {
  func appear() async {
    redraw()
    await send(.appeared)
  }

  func handle(_ event: SceneEvent) async {
    switch event {
    case .addTapped:
      await send(.addTapped)
    case .rowChosen(let row):
      guard rows.indices.contains(row) else { return }
      await send(.cityTapped(row: rows[row]))
    case .deleteTapped(let row):
      guard rows.indices.contains(row) else { return }
      await send(.deleteTapped(row: rows[row]))
    case .retryTapped:
      await send(.retryTapped)
    case .textChanged, .backTapped:
      return
    }
  }

  func dismissAlert() async {
    guard screen.alert != nil else { return }
    await send(.alertDismissed)
  }
}
