/// What ties an MVVM terminal view to its view model: it sends the view's intents and passes back
/// what changed in the state and the alert, and traces both directions.
///
/// The three views share it, so they keep only what tells them apart: how a state fills their
/// `Screen`, and which event is which intent.
@MainActor
final class ViewModelBinding<
  State: CustomTraceStringConvertible, Intent: CustomTraceStringConvertible
> {
  private let state: ObservedValue<State>
  private let alert: ObservedValue<String?>?
  private let sendToViewModel: @MainActor (Intent) async -> Void
  private let intents: BoundaryTrace
  private let updates: BoundaryTrace
  // The alert last passed on: observation reports every write, even one of the same alert.
  private var shownAlert: String?

  /// Binds to a view model through its state, its alert (`nil` for a scene without alerts) and
  /// its `send`; the closures hold the view model, so the binding owns it.
  init(
    traceLog: TraceLog,
    state: @escaping @MainActor () -> State,
    alert: (@MainActor () -> String?)? = nil,
    send: @escaping @MainActor (Intent) async -> Void
  ) {
    self.state = ObservedValue(state)
    self.alert = alert.map(ObservedValue.init)
    sendToViewModel = send
    intents = BoundaryTrace(log: traceLog, from: .view, to: .viewModel)
    updates = BoundaryTrace(log: traceLog, from: .viewModel, to: .view)
  }

  /// Sends an intent and returns once the view model has handled it.
  func send(_ intent: Intent) async {
    intents.record("send(\(intent.traceDescription))")
    await sendToViewModel(intent)
  }

  /// Passes on what changed since the last redraw: a new state to `show`, a new alert (or `nil`
  /// once it is gone) to `showAlert`.
  func redraw(show: (State) -> Void, showAlert: (String?) -> Void = { _ in }) {
    state.drawIfChanged { state in
      updates.record("state = \(state.traceDescription)")
      show(state)
    }
    alert?.drawIfChanged { alert in
      guard alert != shownAlert else { return }
      updates.record("alert = \(alert.map(BoundaryTrace.quoted) ?? "nil")")
      shownAlert = alert
      showAlert(alert)
    }
  }
}
