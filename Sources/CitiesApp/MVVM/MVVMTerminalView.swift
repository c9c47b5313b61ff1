import CitiesTerminalKit

/// What every MVVM terminal view does alike, as a SwiftUI view does with its model: it owns its
/// view model, sends it intents, and after each one redraws what observation says has changed.
class MVVMTerminalView<ViewModel: ObservableViewModel>: TerminalView {
  /// The view model, which this view owns, as a SwiftUI view owns its model.
  let viewModel: ViewModel
  private let state: ObservedValue<ViewModel.State>
  private let alert: ObservedValue<String?>

  /// Makes the view of a view model on the given screen.
  init(screen: Screen, trace: HopRecorder?, viewModel: ViewModel) {
    self.viewModel = viewModel
    state = ObservedValue { viewModel.state }
    alert = ObservedValue { viewModel.alert }
    super.init(screen: screen, trace: trace)
  }

  /// The intent the scene sends as it appears, if any.
  var appearedIntent: ViewModel.Intent? { nil }
  /// The intent that dismisses the scene's alert, if it has one.
  var alertDismissedIntent: ViewModel.Intent? { nil }

  /// Fills the screen from a state; each scene's view says how.
  func show(_ state: ViewModel.State) {}

  /// The intent a user's event stands for, if any; each scene's view says which.
  func intent(for command: Command) -> ViewModel.Intent? { nil }

  override func appear() async {
    redraw()
    if let intent = appearedIntent { await send(intent) }
  }

  override func handle(_ command: Command) async {
    if let intent = intent(for: command) { await send(intent) }
  }

  /// Sends an intent, and redraws once the view model has handled it.
  func send(_ intent: ViewModel.Intent) async {
    trace?.sent("send(\(TraceText.short(intent)))")
    await viewModel.send(intent)
    redraw()
  }

  /// Draws what changed since the last draw: a new state, a new alert or its going.
  func redraw() {
    state.drawIfChanged { state in
      trace?.observed("state = \(TraceText.short(state))")
      show(state)
    }
    alert.drawIfChanged { alert in
      // Observation reports every write, even one of the alert already on screen.
      guard alert != screen.alert else { return }
      trace?.observed("alert = \(TraceText.short(alert as Any))")
      screen.alert = alert
    }
  }

  override func dismissAlert() async {
    guard screen.alert != nil, let intent = alertDismissedIntent else { return }
    await send(intent)
  }
}
