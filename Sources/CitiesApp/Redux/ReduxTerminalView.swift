import CitiesRedux
import CitiesTerminalKit

/// What every Redux terminal view does alike, as a SwiftUI view does with its store: it sends the
/// store actions, redraws from the state after each, and shows the scene the state asks for.
@MainActor
class ReduxTerminalView<State: Equatable & Sendable, Action: Sendable>: TerminalView {
  /// The store, which this view owns, as a SwiftUI view owns its store.
  let store: Store<State, Action>
  // The navigation the view asks for the scene the state names, held weakly: the composer owns
  // it, and it outlives every scene.
  private let findNavigator: () -> ReduxTerminalNavigator?
  // The state last drawn, so that an action which changed nothing draws nothing.
  private var drawn: State?

  /// Makes the view of a store on the given screen.
  init(
    screen: Screen, trace: HopRecorder?, store: Store<State, Action>,
    navigator: ReduxTerminalNavigator
  ) {
    self.store = store
    findNavigator = { [weak navigator] in navigator }
    super.init(screen: screen, trace: trace)
  }

  /// The navigation the view asks for the scene the state names, while the app has one.
  var navigator: ReduxTerminalNavigator? { findNavigator() }

  /// The action the scene sends as it appears, if any.
  var appearedAction: Action? { nil }
  /// The action that dismisses the scene's alert, if it has one.
  var alertDismissedAction: Action? { nil }

  /// Fills the screen from a new state; each scene's view says how.
  func show(_ state: State) {}

  /// The action a user's command stands for, if any; each scene's view says which.
  func action(for command: Command) -> Action? { nil }

  /// Asks the navigator for the scene the state names, if it names one.
  func navigate(by state: State) {}

  override func appear() async {
    redraw()
    if let action = appearedAction { await send(action) }
  }

  override func handle(_ command: Command) async {
    if let action = action(for: command) { await send(action) }
  }

  override func dismissAlert() async {
    guard screen.alert != nil, let action = alertDismissedAction else { return }
    await send(action)
  }

  /// Sends an action, then redraws and navigates by the state the store has come to.
  func send(_ action: Action) async {
    trace?.sent("send(\(TraceText.short(action)))")
    await store.send(action)
    redraw()
    navigate(by: store.state)
  }

  /// Shows an alert the state holds, or takes one off that it no longer holds.
  func show(alert: String?) {
    guard alert != screen.alert else { return }
    trace?.observed("state.alert = \(TraceText.short(alert as Any))")
    screen.alert = alert
  }

  private func redraw() {
    let state = store.state
    guard state != drawn else { return }
    drawn = state
    show(state)
  }
}
