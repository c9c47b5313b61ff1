import CitiesDomain

/// Runs searches the way typing needs them: only once the user pauses, and only the latest.
///
/// Each call supersedes the one before it. A superseded search stops sleeping at once; if its
/// request is already out, its answer is dropped when it comes, so a late answer to an older
/// query can never replace newer results.
@MainActor
final class CitySearchWorker {
  // How long typing must pause before a search is sent, so that a word is one request.
  private static let debounce = Duration.milliseconds(300)

  private let searchCitiesUseCase: any SearchCitiesUseCase
  private let clock: any Clock<Duration>
  private var searchTask: Task<Result<[City], any Error>?, Never>?

  init(searchCitiesUseCase: any SearchCitiesUseCase, clock: any Clock<Duration>) {
    self.searchCitiesUseCase = searchCitiesUseCase
    self.clock = clock
  }

  /// Waits for the pause, calls `willSend` as the request goes out, and returns its answer; or
  /// `nil`, having sent nothing or dropped the answer, when a newer search superseded this one.
  func search(
    for query: CitySearchQuery,
    willSend: @escaping @MainActor () -> Void
  ) async -> Result<[City], any Error>? {
    cancel()
    let task = Task { [searchCitiesUseCase, clock] () -> Result<[City], any Error>? in
      do {
        try await clock.sleep(for: Self.debounce)
        // Woken but superseded before it ran: sending now would show a stale "searching".
        try Task.checkCancellation()
      } catch {
        return nil
      }
      willSend()
      let answer = await Self.answer(of: searchCitiesUseCase, for: query)
      // Checked after the await: superseded while the request was out means the answer is stale.
      return Task.isCancelled ? nil : answer
    }
    searchTask = task
    // A caller that goes away (its task cancelled) takes its search with it.
    return await withTaskCancellationHandler {
      await task.value
    } onCancel: {
      task.cancel()
    }
  }

  /// Stops the latest search, as when the text becomes too short to search for.
  func cancel() {
    searchTask?.cancel()
    searchTask = nil
  }

  private static func answer(
    of useCase: any SearchCitiesUseCase, for query: CitySearchQuery
  ) async -> Result<[City], any Error> {
    do {
      return .success(try await useCase.search(for: query.text))
    } catch {
      return .failure(error)
    }
  }
}
