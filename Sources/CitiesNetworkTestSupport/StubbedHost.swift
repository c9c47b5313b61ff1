import CitiesTestSupport
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
    var waiters: [Int: CheckedContinuation<URLRequest?, Never>] = [:]
    var nextWaiterID = 0
    var cancelledWaiterIDs: Set<Int> = []
    var stoppedLoads = 0
    var stopWaiters: [Int: CheckedContinuation<Void, Never>] = [:]
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
    for waiter in waiters.values {
      waiter.resume(returning: request)
    }
    return answer
  }

  /// The first request received, waiting for it if none has arrived yet; `nil` if the waiting
  /// task is cancelled first, so that a test's time limit can end the wait.
  func firstRequest() async -> URLRequest? {
    let id = state.withLock { state in
      state.nextWaiterID += 1
      return state.nextWaiterID
    }
    return await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        let endsAtOnce = state.withLock { state in
          if state.cancelledWaiterIDs.remove(id) != nil { return true }
          if state.receivedRequests.isEmpty { state.waiters[id] = continuation }
          return !state.receivedRequests.isEmpty
        }
        if endsAtOnce { continuation.resume(returning: receivedRequests.first) }
      }
    } onCancel: {
      let waiter = state.withLock { state in
        let waiter = state.waiters.removeValue(forKey: id)
        if waiter == nil { state.cancelledWaiterIDs.insert(id) }
        return waiter
      }
      waiter?.resume(returning: nil)
    }
  }

  /// Records that the URL loading system stopped a load, and wakes whoever waits for that.
  func stopLoading() {
    let waiters = state.withLock { state in
      state.stoppedLoads += 1
      defer { state.stopWaiters.removeAll() }
      return state.stopWaiters
    }
    for waiter in waiters.values {
      waiter.resume()
    }
  }

  /// Returns once a load has been stopped, at once if one was already, or once the waiting task
  /// is cancelled, so that a test's time limit can end the wait.
  func firstStoppedLoad() async {
    let id = state.withLock { state in
      state.nextWaiterID += 1
      return state.nextWaiterID
    }
    await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        let endsAtOnce = state.withLock { state in
          if state.cancelledWaiterIDs.remove(id) != nil { return true }
          if state.stoppedLoads == 0 { state.stopWaiters[id] = continuation }
          return state.stoppedLoads > 0
        }
        if endsAtOnce { continuation.resume() }
      }
    } onCancel: {
      let waiter = state.withLock { state in
        let waiter = state.stopWaiters.removeValue(forKey: id)
        if waiter == nil { state.cancelledWaiterIDs.insert(id) }
        return waiter
      }
      waiter?.resume()
    }
  }
}
