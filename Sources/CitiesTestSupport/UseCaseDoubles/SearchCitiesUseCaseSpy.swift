import CitiesDomain

/// A `SearchCitiesUseCase` that records the texts it was given and answers with a canned result,
/// or holds every answer until the test releases it.
///
/// Holding answers lets a test play out the race that matters in search: an older query's answer
/// arriving after a newer query's. Call `holdAnswers()`, wait with `searches(count:)`, then release
/// the answers in any order with `answer(_:with:)`.
public actor SearchCitiesUseCaseSpy: SearchCitiesUseCase {
  private struct HeldSearch {
    let text: String
    let continuation: CheckedContinuation<[City], any Error>
  }

  private struct SearchesWaiter {
    let count: Int
    let continuation: CheckedContinuation<Void, Never>
  }

  /// Every text searched for so far, oldest first.
  public private(set) var searchedTexts: [String] = []
  private var result: Result<[City], any Error>
  private var holdsAnswers = false
  private var held: [HeldSearch] = []
  private var waiters: [SearchesWaiter] = []

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

  /// Returns once at least `count` searches have arrived.
  public func searches(count: Int) async {
    if searchedTexts.count >= count { return }
    await withCheckedContinuation { waiters.append(SearchesWaiter(count: count, continuation: $0)) }
  }

  public func search(for text: String) async throws -> [City] {
    searchedTexts.append(text)
    releaseWaiters()
    guard holdsAnswers else { return try result.get() }
    return try await withCheckedThrowingContinuation {
      held.append(HeldSearch(text: text, continuation: $0))
    }
  }

  private func releaseWaiters() {
    let ready = waiters.filter { $0.count <= searchedTexts.count }
    waiters.removeAll { $0.count <= searchedTexts.count }
    for waiter in ready { waiter.continuation.resume() }
  }
}
