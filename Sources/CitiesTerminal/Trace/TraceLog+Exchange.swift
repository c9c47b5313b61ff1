extension TraceLog {
  /// Records a call, runs it, records its reply (or its error), and passes on its outcome.
  ///
  /// The decorators share this, so every boundary is traced the same way: the call first, then
  /// the reply from the role that was called back to the caller.
  func exchange<Value: Sendable>(
    from caller: TraceRole,
    to callee: TraceRole,
    message: String,
    reply: (Value) -> String,
    _ operation: () async throws -> Value
  ) async throws -> Value {
    record(TraceEvent(from: caller, to: callee, message: message))
    do {
      let value = try await operation()
      record(TraceEvent(from: callee, to: caller, message: reply(value), kind: .reply))
      return value
    } catch {
      record(TraceEvent(from: callee, to: caller, message: "error: \(error)", kind: .reply))
      throw error
    }
  }
}
