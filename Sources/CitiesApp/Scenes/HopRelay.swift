import CitiesTerminalKit

/// What every trace decorator of the host is built on: it stands in for one of a pattern's
/// objects while tracing is on, records each message under the name of the method that received
/// it, then hands back the object the message goes on to.
///
/// A pattern's decorator subclasses it and meets the pattern's protocol in a constrained
/// extension, one line a message: `await relay(row).deleteButtonPressed(row: row)`.
@MainActor
class HopRelay<Object>: Sendable {
  private let object: Object
  private let trace: HopRecorder

  /// Stands in for `object`, which plays `role` towards `peer`, recording into `traceLog`.
  init(_ object: Object, traceLog: TraceLog, role: TraceRole, peer: TraceRole) {
    self.object = object
    trace = HopRecorder(log: traceLog, role: role, peer: peer)
  }

  /// Records the message `method` with its arguments, then returns the object to send it on to.
  final func relay(_ arguments: Any..., method: String = #function) -> Object {
    trace.received(call: method, arguments: arguments)
    return object
  }
}
