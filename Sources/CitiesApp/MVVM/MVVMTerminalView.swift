import CitiesTerminalKit

/// What every MVVM terminal view does alike, as a SwiftUI view does with its model: it owns its
/// view model, sends it intents, and after each one redraws what observation says has changed.
@MainActor
class MVVMTerminalView<ViewModel: AnyObject, State, Intent>: TerminalView {
  /// The view model, which this view owns, as a SwiftUI view owns its model.
  let viewModel: ViewModel
  private let state: ObservedValue<State>
  private let alert: ObservedValue<String?>
  private let sendToViewModel: @MainActor (Intent) async -> Void
  private let alertDismissed: Intent?

  /// Makes the view of a view model, given where its state and alert are, how to send it an
  /// intent, and the intent that dismisses an alert.
  init(
    screen: Screen, trace: HopRecorder, viewModel: ViewModel, state: KeyPath<ViewModel, State>,
    alert: KeyPath<ViewModel, String?>? = nil, alertDismissed: Intent? = nil,
    send: @escaping @MainActor (ViewModel, Intent) async -> Void
  ) {
    self.viewModel = viewModel
    self.state = ObservedValue { viewModel[keyPath: state] }
    self.alert = ObservedValue { alert.flatMap { viewModel[keyPath: $0] } }
    self.alertDismissed = alertDismissed
    sendToViewModel = { await send(viewModel, $0) }
    super.init(screen: screen, trace: trace)
  }

  /// Fills the screen from a state; each scene's view says how.
  func show(_ state: State) {}

  /// Sends an intent, and redraws once the view model has handled it.
  func send(_ intent: Intent) async {
    trace.sent("send(\(TraceText.short(intent)))")
    await sendToViewModel(intent)
    redraw()
  }

  /// Draws what changed since the last draw: a new state, a new alert or its going.
  func redraw() {
    state.drawIfChanged { state in
      trace.observed("state = \(TraceText.short(state))")
      show(state)
    }
    alert.drawIfChanged { alert in
      // Observation reports every write, even one of the alert already on screen.
      guard alert != screen.alert else { return }
      trace.observed("alert = \(TraceText.short(alert as Any))")
      screen.alert = alert
    }
  }

  override func dismissAlert() async {
    guard screen.alert != nil, let alertDismissed else { return }
    await send(alertDismissed)
  }
}
