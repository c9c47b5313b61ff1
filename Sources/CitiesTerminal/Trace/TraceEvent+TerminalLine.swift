extension TraceEvent {
  /// The event as the session prints it: `View → Presenter: viewDidLoad()` for a call,
  /// `UseCase ⇠ Gateway: 2 cities` for a reply, so a reply lines up under its call.
  var terminalLine: String {
    switch kind {
    case .call: "\(from.rawValue) → \(to.rawValue): \(message)"
    case .reply: "\(to.rawValue) ⇠ \(from.rawValue): \(message)"
    }
  }
}
