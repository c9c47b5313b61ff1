// Made by scripts/kata.py from Sources/CitiesData/API/TimeLimit.swift.

import CitiesData

/// Runs `operation` against a time limit on `clock`: when `limit` passes first, the operation is
/// cancelled and the call throws `.timedOut`.
///
/// `URLSession`'s own request timeout restarts with every byte, so a server that trickles one
/// byte a second never trips it, and Linux ignores the resource timeout that Apple platforms use
/// to bound a whole transfer. The client therefore races each exchange against a limit of its own.
/// With no limit, the operation simply runs.
func withTimeLimit<Value: Sendable>(
  _ limit: Duration?, on clock: any Clock<Duration>, host: String,
  _ operation: @escaping @Sendable () async throws(APIClientError) -> Value
) async throws(APIClientError) -> Value {
  guard let limit else { return try await operation() }
  do {
    return try await withThrowingTaskGroup(of: Value.self) { group in
      group.addTask { try await operation() }
      group.addTask {
        try await clock.sleep(for: limit)
        throw APIClientError.timedOut(host: host)
      }
      // The first child to finish decides; the other is cancelled and awaited before returning.
      defer { group.cancelAll() }
      guard let first = try await group.next() else { throw APIClientError.cancelled(host: host) }
      return first
    }
  } catch let error as APIClientError {
    throw error
  } catch {
    // Only the clock's sleep throws anything else: `CancellationError`, when the caller cancels.
    throw .cancelled(host: host)
  }
}
