/// The continuations one change of a `TestClock` must resume, collected under its lock and resumed
/// after it, because resuming a continuation while holding a lock invites deadlocks.
struct Wakeups: Sendable {
  var woken: [CheckedContinuation<Void, any Error>] = []
  var failed: [CheckedContinuation<Void, any Error>] = []
  var waiters: [CheckedContinuation<Void, Never>] = []

  func adding(woken sleeper: CheckedContinuation<Void, any Error>) -> Wakeups {
    Wakeups(woken: woken + [sleeper], failed: failed, waiters: waiters)
  }

  func adding(failed sleeper: CheckedContinuation<Void, any Error>) -> Wakeups {
    Wakeups(woken: woken, failed: failed + [sleeper], waiters: waiters)
  }

  func resumeAll() {
    for continuation in woken { continuation.resume() }
    for continuation in failed { continuation.resume(throwing: CancellationError()) }
    for continuation in waiters { continuation.resume() }
  }
}
