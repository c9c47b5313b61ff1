import CitiesDomain

/// A `SearchCitiesUseCase` that records the texts it was given and answers with a canned result,
/// or holds every answer until the test releases it.
///
/// Holding answers lets a test play out the race that matters in search: an older query's answer
/// arriving after a newer query. Call `holdAnswers()`, wait with `searches(count:)`, then release
/// the answers in any order with `answer(_:with:)`. A held search whose task is cancelled ends at
/// once with `CancellationError`, as a `URLSession` request does, and so does a wait for searches:
/// a test's time limit can always end the test.
public actor SearchCitiesUseCaseSpy: SearchCitiesUseCase {
  private struct HeldSearch {
    let id: Int
    let text: String
    let continuation: CheckedContinuation<[City], any Error>
  }

  private struct SearchesWaiter {
    let id: Int
    let count: Int
    let continuation: CheckedContinuation<Void, Never>
  }

  /// Every text searched for so far, oldest first.
  public private(set) var searchedTexts: [String] = []
  private var result: Result<[City], any Error>
  private var holdsAnswers = false
  private var held: [HeldSearch] = []
  private var waiters: [SearchesWaiter] = []
  private var nextID = 0

  /// Makes a use case that answers every search at once with the given result.
  public init(result: Result<[City], any Error> = .success([])) {
    self.result = result
  }

  /// Changes the answer to later searches.
  public func answer(with result: Result<[City], any Error>) { self.result = result }

  /// Makes every later search wait until `answer(_:with:)` releases it.
  public func holdAnswers() { holdsAnswers = true }

  /// Releases the oldest held search for `text` with the given result.
  public func answer(_ text: String, with result: Result<[City], any Error>) {
    guard let index = held.firstIndex(where: { $0.text == text }) else { return }
    held.remove(at: index).continuation.resume(with: result)
  }

  /// Returns once at least `count` searches have arrived, or once the waiting task is cancelled.
  public func searches(count: Int) async {
    if searchedTexts.count >= count { return }
    let id = makeID()
    await withTaskCancellationHandler {
      await withCheckedContinuation {
        waiters.append(SearchesWaiter(id: id, count: count, continuation: $0))
      }
    } onCancel: {
      Task { await self.stopWaiting(id) }
    }
  }

  public func search(for text: String) async throws -> [City] {
    searchedTexts.append(text)
    releaseWaiters()
    guard holdsAnswers else { return try result.get() }
    let id = makeID()
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation {
        held.append(HeldSearch(id: id, text: text, continuation: $0))
      }
    } onCancel: {
      Task { await self.cancelHeldSearch(id) }
    }
  }

  private func makeID() -> Int {
    nextID += 1
    return nextID
  }

  private func releaseWaiters() {
    let ready = waiters.filter { $0.count <= searchedTexts.count }
    waiters.removeAll { $0.count <= searchedTexts.count }
    for waiter in ready { waiter.continuation.resume() }
  }

  private func stopWaiting(_ id: Int) {
    guard let index = waiters.firstIndex(where: { $0.id == id }) else { return }
    waiters.remove(at: index).continuation.resume()
  }

  private func cancelHeldSearch(_ id: Int) {
    guard let index = held.firstIndex(where: { $0.id == id }) else { return }
    held.remove(at: index).continuation.resume(throwing: CancellationError())
  }
}
