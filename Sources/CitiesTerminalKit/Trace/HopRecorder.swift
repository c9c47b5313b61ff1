/// Records the messages that cross one object's boundary, as that object sees them, so that each
/// object the app owns traces itself and needs no decorator.
public struct HopRecorder: Sendable {
  private let log: TraceLog
  // The object's own role, and the role at the other end of its boundary.
  private let (role, peer): (TraceRole, TraceRole)

  public init(log: TraceLog, role: TraceRole, peer: TraceRole) {
    self.log = log
    (self.role, self.peer) = (role, peer)
  }

  /// Records a call the peer made on this object under the name of the method that received it,
  /// with its arguments in short: `displayEmptyState(message: "No saved cities yet…")`.
  public func received(_ arguments: Any..., method: String = #function) {
    received(call: method, arguments: arguments)
  }

  /// Records a call the peer made on this object, as `received(_:method:)` does.
  public func received(call method: String, arguments: [Any]) {
    log.record(TraceEvent(from: peer, to: role, message: Self.call(method, arguments)))
  }

  /// Records a change this object observed in its peer, such as `state = .loading`.
  public func observed(_ change: String) {
    log.record(TraceEvent(from: peer, to: role, message: change))
  }

  /// Records a message this object sent: to its peer, unless another receiver is named.
  public func sent(_ message: String, to receiver: TraceRole? = nil) {
    log.record(TraceEvent(from: role, to: receiver ?? peer, message: message))
  }

  // `display(title:)` called with "Berlin" reads `display(title: "Berlin")`; `_` is left out.
  static func call(_ method: String, _ arguments: [Any]) -> String {
    guard let open = method.firstIndex(of: "("), !arguments.isEmpty else { return method }
    let labels = method[method.index(after: open)...].split(separator: ":")
    let parts = zip(labels, arguments).map { label, argument in
      (label == "_" ? "" : "\(label): ") + TraceText.short(argument)
    }
    return "\(method[..<open])(\(parts.joined(separator: ", ")))"
  }
}
