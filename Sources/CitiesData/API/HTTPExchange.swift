import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// One request and its answer, read piece by piece as it arrives: the delegate of a session made
/// for this request alone.
///
/// Reading the pieces, rather than asking `URLSession` for the whole body, is what lets the
/// client stop at `bodyLimit` while a server is still sending, and refuse a redirect instead of
/// following it. The lock guards every access to `state`, which is what makes the
/// `@unchecked Sendable` true: the session calls the delegate on threads of its own.
final class HTTPExchange: NSObject, URLSessionDataDelegate, @unchecked Sendable {
  typealias Answer = (body: Data, response: HTTPURLResponse)

  typealias Waiter = CheckedContinuation<Result<Answer, APIClientError>, Never>

  private struct State {
    var body = Data()
    var response: URLResponse?
    var redirectLocation: URL?
    var isTransferDone = false
    var outcome: Result<Answer, APIClientError>?
    var waiter: Waiter?
  }

  private let host: String
  private let bodyLimit: Int
  private let lock = NSLock()
  private var state = State()

  /// Makes an exchange with the service `host` (as messages name it) that reads at most
  /// `bodyLimit` bytes of body.
  init(host: String, bodyLimit: Int) {
    self.host = host
    self.bodyLimit = bodyLimit
  }

  /// Sends `request` in a session of its own, made from `configuration`, and returns the answer
  /// once it is complete, or the first reason it cannot be.
  ///
  /// Cancelling the calling task ends the exchange at once with `.cancelled`.
  func run(
    _ request: URLRequest, configuration: URLSessionConfiguration
  ) async throws(APIClientError) -> Answer {
    let session = URLSession(
      configuration: configuration, delegate: self, delegateQueue: Self.delegateQueue())
    let task = session.dataTask(with: request)
    // Ends a transfer the exchange gave up on and releases the delegate, which the session holds
    // until then. It runs apart from the caller because on Linux it waits for the session's own
    // queue, which a redirect with an endless body keeps busy (docs/RELIABILITY.md).
    defer { DispatchQueue.global().async { self.end(task, in: session) } }
    let outcome = await withTaskCancellationHandler {
      await withCheckedContinuation { waiter in
        if let outcome = wait(with: waiter) {
          waiter.resume(returning: outcome)
        } else {
          task.resume()
        }
      }
    } onCancel: {
      finish(.failure(.cancelled(host: host)))
    }
    return try outcome.get()
  }

  // On Linux, URLSession hands each piece of the body to the delegate queue and reads on at once,
  // whether or not the delegate has caught up: against a fast server the pieces pile up in memory
  // (250 MB on loopback) long before the delegate sees the limit pass. Running the delegate at
  // once, on the session's own queue, makes reading wait for each check. Apple platforms keep the
  // session's usual queue.
  private static func delegateQueue() -> OperationQueue? {
    #if canImport(FoundationNetworking)
      ImmediateOperationQueue()
    #else
      nil
    #endif
  }

  // MARK: - URLSessionDataDelegate

  func urlSession(
    _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
    completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
  ) {
    guard response is HTTPURLResponse else {
      return refuse(.invalidResponse(host: host), completionHandler)
    }
    // A length announced over the limit is refused before a byte of the body is read.
    guard response.expectedContentLength <= Int64(bodyLimit) else {
      return refuse(.bodyTooLarge(host: host, limit: bodyLimit), completionHandler)
    }
    lock.withLock { state.response = response }
    completionHandler(.allow)
  }

  func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
    let isOverLimit = lock.withLock {
      guard state.outcome == nil else { return false }
      guard state.body.count + data.count <= bodyLimit else { return true }
      state.body.append(data)
      return false
    }
    if isOverLimit {
      finish(.failure(.bodyTooLarge(host: host, limit: bodyLimit)))
      // Not from here: on Linux this runs on the session's queue, where `cancel()` would wait for
      // itself.
      DispatchQueue.global().async { self.cancelUnlessDone(dataTask) }
    }
  }

  func urlSession(
    _ session: URLSession, task: URLSessionTask,
    willPerformHTTPRedirection response: HTTPURLResponse, newRequest request: URLRequest,
    completionHandler: @escaping @Sendable (URLRequest?) -> Void
  ) {
    // Refusing makes the redirect itself the answer; `didCompleteWithError` then reports it.
    lock.withLock { state.redirectLocation = request.url }
    completionHandler(nil)
  }

  func urlSession(
    _ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?
  ) {
    // Linux hands a delegate no response for a redirect status it cannot follow (a 301 without
    // a Location), but the task has it.
    let (body, response, redirectLocation) = lock.withLock {
      state.isTransferDone = true
      return (state.body, state.response ?? task.response, state.redirectLocation)
    }
    if let error {
      finish(.failure(failure(for: error, bodyCount: body.count, response: response)))
    } else if let redirectLocation {
      let location = ServerText.cleaned(
        redirectLocation.textWithoutCredentials, limit: ServerText.reasonLimit)
      finish(.failure(.redirectRefused(host: host, location: location)))
    } else if let response = response as? HTTPURLResponse {
      finish(.success((body, response)))
    } else {
      finish(.failure(.invalidResponse(host: host)))
    }
  }

  // MARK: - Ending the transfer

  // Two races in Linux's URLSession crash the process. A task cancelled while it reports its
  // completion (the delegate hears of it before the task is marked done) fails a task that is
  // already gone: "a task that in not in the registry". And `invalidateAndCancel()` lists the
  // session's tasks off the session's queue, while a task that completes removes itself on it.
  // So a transfer that completed is never cancelled, and the session is only ever invalidated
  // once its task has finished, on its own queue (`finishTasksAndInvalidate()`).
  private func end(_ task: URLSessionTask, in session: URLSession) {
    cancelUnlessDone(task)
    session.finishTasksAndInvalidate()
  }

  private func cancelUnlessDone(_ task: URLSessionTask) {
    if !lock.withLock({ state.isTransferDone }) { task.cancel() }
  }

  // MARK: - Outcome

  // Ends the exchange with `error`, and the transfer with it.
  private func refuse(
    _ error: APIClientError,
    _ completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
  ) {
    finish(.failure(error))
    completionHandler(.cancel)
  }

  // Keeps the first outcome only, and hands it to the waiting call if there is one already. Every
  // ending goes through here: the transfer's completion, a refusal, the body limit, a cancellation.
  func finish(_ outcome: Result<Answer, APIClientError>) {
    let waiter: Waiter? = lock.withLock {
      guard state.outcome == nil else { return nil }
      state.outcome = outcome
      defer { state.waiter = nil }
      return state.waiter
    }
    waiter?.resume(returning: outcome)
  }

  // Returns the outcome if there is one already, and then keeps no waiter; otherwise the waiter
  // gets it from `finish` later.
  func wait(with waiter: Waiter) -> Result<Answer, APIClientError>? {
    lock.withLock {
      if state.outcome == nil { state.waiter = waiter }
      return state.outcome
    }
  }

  // A body cut short is a broken connection, however the platform words it: libcurl reports it
  // with no code of its own ("transfer closed with 80 bytes remaining to read").
  private func failure(
    for error: any Error, bodyCount: Int, response: URLResponse?
  ) -> APIClientError {
    let expected = response?.expectedContentLength ?? -1
    guard let error = error as? URLError else {
      return .transport(host: host, code: (error as NSError).code)
    }
    if error.code == .unknown, expected > bodyCount {
      return .connectionLost(host: host)
    }
    return APIClientError(error, host: host)
  }
}
