import CitiesTerminalKit

/// What every MVVM terminal view does alike, as a SwiftUI view does with its model: it calls its
/// view model's inputs, and after each one redraws what observation says has changed.
class MVVMTerminalView<State>: TerminalView {
  private let state: ObservedValue<State>
  private let alert: ObservedValue<String?>

  /// Makes a view on the screen that observes the outputs `state` and `alert` read.
  init(
    screen: Screen, trace: HopRecorder?, state: @escaping @MainActor () -> State,
    alert: @escaping @MainActor () -> String? = { nil }
  ) {
    (self.state, self.alert) = (ObservedValue(state), ObservedValue(alert))
    super.init(screen: screen, trace: trace)
  }

  // What each scene's view says: how a state fills the screen, and which input the appearance, a
  // user's command and the closing of the alert each stand for.
  func show(_ state: State) {}
  func viewDidAppear() async {}
  func forward(_ command: Command) async {}
  func didDismissAlert() {}

  override func appear() async {
    redraw()
    await viewDidAppear()
    redraw()
  }

  override func handle(_ command: Command) async {
    await forward(command)
    redraw()
  }

  override func dismissAlert() async {
    guard screen.alert != nil else { return }
    didDismissAlert()
    redraw()
  }

  // Draws what changed since the last draw: a new state, a new alert or its going.
  private func redraw() {
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
}
