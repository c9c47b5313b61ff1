import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The script of one stubbed host, shared by a test and the URL loading system's threads.
final class StubbedHost: Sendable {
  private struct State {
    // Until a test says what to answer, requests fail, so a forgotten arrange step shows up
    // as an error rather than as a quiet success.
    var answer = StubbedAnswer.failure(URLError(.resourceUnavailable))
    var receivedRequests: [URLRequest] = []
    var waiters: [CheckedContinuation<URLRequest, Never>] = []
  }

  private let state = LockedValue(State())

  /// Every request received so far, oldest first.
  var receivedRequests: [URLRequest] {
    state.withLock { $0.receivedRequests }
  }

  /// Sets the answer to every request from now on.
  func answer(with answer: StubbedAnswer) {
    state.withLock { $0.answer = answer }
  }

  /// Records a request, wakes whoever waits for one, and returns what to answer it with.
  func receive(_ request: URLRequest) -> StubbedAnswer {
    let (answer, waiters) = state.withLock { state in
      state.receivedRequests.append(request)
      defer { state.waiters.removeAll() }
      return (state.answer, state.waiters)
    }
    for waiter in waiters {
      waiter.resume(returning: request)
    }
    return answer
  }

  /// The first request received, waiting for it if none has arrived yet.
  func firstRequest() async -> URLRequest {
    await withCheckedContinuation { continuation in
      let first = state.withLock { state in
        if state.receivedRequests.isEmpty { state.waiters.append(continuation) }
        return state.receivedRequests.first
      }
      if let first { continuation.resume(returning: first) }
    }
  }
}
