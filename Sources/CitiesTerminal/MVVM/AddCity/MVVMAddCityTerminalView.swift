import CitiesMVVM

/// MVVM's search view in the terminal: it observes its view model, redraws its `Screen` from the
/// view model's state, and sends the typed text and the chosen result to it as intents.
@MainActor
final class MVVMAddCityTerminalView {
  private(set) var screen = Screen.addCity()
  private let viewModel: AddCityViewModel
  private let state: ObservedValue<AddCityState>
  private let alert: ObservedValue<String?>
  private let intents: BoundaryTrace
  private let updates: BoundaryTrace
  // The results on screen, which the intents carry back.
  private var rows: [CityRow] = []

  /// Makes the view of the view model, which it owns, as a SwiftUI view owns its model.
  init(viewModel: AddCityViewModel, traceLog: TraceLog) {
    self.viewModel = viewModel
    state = ObservedValue { viewModel.state }
    alert = ObservedValue { viewModel.alert }
    intents = BoundaryTrace(log: traceLog, from: .view, to: .viewModel)
    updates = BoundaryTrace(log: traceLog, from: .viewModel, to: .view)
  }

  private func send(_ intent: AddCityIntent) async {
    intents.record("send(\(intent.traceDescription))")
    await viewModel.send(intent)
    redraw()
  }

  private func redraw() {
    state.drawIfChanged { state in
      updates.record("state = \(state.traceDescription)")
      show(state)
    }
    alert.drawIfChanged { alert in
      guard alert != screen.alert else { return }
      updates.record("alert = \(alert.map(BoundaryTrace.quoted) ?? "nil")")
      screen.alert = alert
    }
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
