/// One message that crossed a role boundary: a call, or the answer that came back from one.
public struct TraceEvent: Equatable, Sendable {
  /// Whether the event is a call or the reply to one.
  public enum Kind: String, Sendable {
    /// A message sent from one role to another.
    case call
    /// What a call returned (a value in short, or the error), sent back to the caller.
    case reply
  }

  public var from: TraceRole
  public var to: TraceRole
  /// The message with its arguments in short, such as `deleteButtonPressed(row: 0)`.
  public var message: String
  public var kind: Kind

  public init(from: TraceRole, to: TraceRole, message: String, kind: Kind = .call) {
    (self.from, self.to, self.message, self.kind) = (from, to, message, kind)
  }

  /// The event as the session prints it: `View → Presenter: viewDidLoad()` for a call,
  /// `UseCase ⇠ Gateway: 2 cities` for a reply, so a reply lines up under its call.
  var terminalLine: String {
    switch kind {
    case .call: "\(from.name) → \(to.name): \(message)"
    case .reply: "\(to.name) ⇠ \(from.name): \(message)"
    }
  }
}
