import CitiesRedux
import CitiesTerminalKit

/// What every Redux terminal view does alike, as a SwiftUI view does with its store: it sends the
/// store actions, redraws from the state after each, and shows the scene the state presents.
class ReduxTerminalView<State: DrawnState, Action: Sendable>: TerminalView {
  /// The view's store, scoped from the app's, which this view owns as a SwiftUI view owns its.
  let store: Store<State, Action>
  /// The navigation, which holds the app's store and asks for the scene its state presents, held
  /// weakly as a router is: the shell owns it, and it outlives every scene.
  private(set) weak var navigator: ReduxTerminalNavigator?
  // The content last drawn, so that an action which changed nothing draws nothing.
  private var drawn: State.Content?

  init(
    screen: Screen, trace: HopRecorder?, store: Store<State, Action>,
    navigator: ReduxTerminalNavigator
  ) {
    (self.store, self.navigator) = (store, navigator)
    super.init(screen: screen, trace: trace)
  }

  /// The scene this view shows, so that the state presenting it asks for no other.
  var destination: SceneDestination { .savedCities }
  /// The actions the scene sends as it appears and to dismiss its alert, if it has them.
  var appearedAction: Action? { nil }
  var alertDismissedAction: Action? { nil }

  /// Fills the screen from new content; each scene's view says how.
  func show(_ content: State.Content) {}

  /// Shows what the state holds beside its content, such as a title that changes with it.
  func showHeading(of state: State) {}

  /// The action a user's command stands for, if any; each scene's view says which.
  func action(for command: Command) -> Action? { nil }

  override func appear() async {
    redraw()
    if let action = appearedAction { await send(action, to: store) }
  }

  // Leaving a child scene is the list's action, as a SwiftUI sheet's dismissal is its parent's.
  override func handle(_ command: Command) async {
    if command == .back, destination != .savedCities, let app = navigator?.store {
      await send(CitiesAction.destinationDismissed, to: app)
    } else if let action = action(for: command) {
      await send(action, to: store)
    }
  }

  override func dismissAlert() async {
    guard screen.alert != nil, let action = alertDismissedAction else { return }
    await send(action, to: store)
  }

  // Sends an action, then redraws and shows the scene the state has come to present.
  private func send<Sent, Sending>(_ action: Sending, to store: Store<Sent, Sending>) async {
    trace?.sent("send(\(TraceText.short(action)))")
    await store.send(action)
    redraw()
    navigator?.showPresented(instead: destination)
  }

  // Shows the alert the state holds, or takes off one it no longer holds, then any new content.
  private func redraw() {
    let state = store.state
    if state.alert != screen.alert {
      trace?.observed("state.alert = \(TraceText.short(state.alert as Any))")
      screen.alert = state.alert
    }
    if state.content != drawn {
      drawn = state.content
      trace?.observed("state.content = \(TraceText.short(state.content))")
      show(state.content)
    }
    showHeading(of: state)
  }
}

/// What a Redux terminal view draws from its scene's state: the content, and the alert over it.
protocol DrawnState: Equatable, Sendable {
  /// What the scene shows under any alert.
  associatedtype Content: Equatable
  var content: Content { get }
  var alert: String? { get }
}

extension CitiesState: DrawnState {}
extension AddCityState: DrawnState {}
extension CityWeatherState: DrawnState {}

extension CitiesRedux.CityRow: ShownCityRow {}
