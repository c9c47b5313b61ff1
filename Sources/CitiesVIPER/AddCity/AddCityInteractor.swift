import CitiesDomain

/// What the add-city presenter may ask of its interactor: the debounced search, the entities
/// behind the results, and adding one of them.
@MainActor
public protocol AddCityInteractorInput: AnyObject {
  /// Searches for the text once typing pauses, supersedes any search for older text, and calls
  /// `willSend` as the request goes out; returns how this search ended.
  func search(
    for text: String, willSend: @escaping @MainActor () -> Void
  ) async -> CitySearchOutcome

  /// The city behind a result on screen; `nil` once another state replaced the results.
  func city(withID id: City.ID) -> City?

  func add(_ city: City) async throws
}

/// The add-city interactor: it decides when a text is worth a request, drops stale
/// answers, keeps the cities found, and adds the chosen one.
@MainActor
public final class AddCityInteractor: AddCityInteractorInput {
  // How long typing must pause before a search is sent, so that a word is one request.
  private static let debounce = Duration.milliseconds(300)

  private let searchCitiesUseCase: any SearchCitiesUseCase
  private let addCityUseCase: any AddCityUseCase
  private let clock: any Clock<Duration>
  // The cities behind the results on screen, so that a chosen row leads back to its city.
  private var results: [City] = []
  private var searchTask: Task<CitySearchOutcome, Never>?

  /// Makes the interactor; the clock times the pause before a search (a test passes its own).
  public init(
    searchCitiesUseCase: any SearchCitiesUseCase,
    addCityUseCase: any AddCityUseCase,
    clock: any Clock<Duration>
  ) {
    self.searchCitiesUseCase = searchCitiesUseCase
    self.addCityUseCase = addCityUseCase
    self.clock = clock
  }

  public func search(
    for text: String, willSend: @escaping @MainActor () -> Void
  ) async -> CitySearchOutcome {
    searchTask?.cancel()
    guard let query = CitySearchQuery(text) else {
      results = []
      let isBlank = text.allSatisfy(\.isWhitespace)
      return isBlank ? .blank : .tooShort(minimumLength: CitySearchQuery.minimumLength)
    }
    // Only the use case and the clock go into the task, so a pending search keeps no scene alive.
    let task = Task { [searchCitiesUseCase, clock] in
      await Self.outcome(of: query, searchCitiesUseCase, clock) { [weak self] in
        // The results give way to the searching state, so none of them can be chosen any more.
        self?.results = []
        willSend()
      }
    }
    searchTask = task
    // The task is not a child of the caller's: a caller that goes away takes the search along.
    let outcome = await withTaskCancellationHandler {
      await task.value
    } onCancel: {
      task.cancel()
    }
    if case .found(let cities, _) = outcome { results = cities }
    return outcome
  }

  public func city(withID id: City.ID) -> City? {
    results.first { $0.id == id }
  }

  public func add(_ city: City) async throws {
    _ = try await addCityUseCase.add(parameters: AddCityParameters(city: city))
  }

  private static func outcome(
    of query: CitySearchQuery, _ useCase: any SearchCitiesUseCase, _ clock: any Clock<Duration>,
    willSend: @MainActor () -> Void
  ) async -> CitySearchOutcome {
    do {
      try await clock.sleep(for: debounce)
      // Woken, but newer text came first: the request must not go out.
      try Task.checkCancellation()
    } catch {
      return .superseded
    }
    willSend()
    let outcome = await answer(to: query, from: useCase)
    // Superseded while the request was out: the answer is stale, however late it comes.
    return Task.isCancelled ? .superseded : outcome
  }

  private static func answer(
    to query: CitySearchQuery, from searchCitiesUseCase: any SearchCitiesUseCase
  ) async -> CitySearchOutcome {
    do {
      return .found(try await searchCitiesUseCase.search(for: query.text), query: query.text)
    } catch SearchCitiesError.queryTooShort(let minimumLength) {
      // The domain's own refusal of a short query is the hint, not a failure.
      return .tooShort(minimumLength: minimumLength)
    } catch {
      return .failed(error)
    }
  }
}
