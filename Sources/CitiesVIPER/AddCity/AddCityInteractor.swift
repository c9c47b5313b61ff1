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

  /// Adds the city to the saved list.
  func add(_ city: City) async throws
}

/// The add-city scene's interactor: it decides when a text is worth a request, drops stale
/// answers, keeps the cities found, and adds the chosen one.
@MainActor
public final class AddCityInteractor: AddCityInteractorInput {
  // The entities behind the results on screen, and the search that may replace them.
  private var found: [City] = []
  private var pendingSearch: Task<CitySearchOutcome, Never>?
  private let searchCitiesUseCase: any SearchCitiesUseCase, addCityUseCase: any AddCityUseCase
  private let clock: any Clock<Duration>

  /// Makes the interactor; the clock times the pause before a search (a test passes its own).
  public init(
    searchCitiesUseCase: any SearchCitiesUseCase, addCityUseCase: any AddCityUseCase,
    clock: any Clock<Duration>
  ) {
    (self.searchCitiesUseCase, self.addCityUseCase) = (searchCitiesUseCase, addCityUseCase)
    self.clock = clock
  }

  public func search(
    for text: String, willSend: @escaping @MainActor () -> Void
  ) async -> CitySearchOutcome {
    pendingSearch?.cancel()
    guard let query = CitySearchQuery(text) else {
      found = []
      let blank = text.allSatisfy(\.isWhitespace)
      return blank ? .blank : .tooShort(minimumLength: CitySearchQuery.minimumLength)
    }
    // Only the use case and the clock go into the task, so a pending search keeps no scene alive.
    let search = Task { [searchCitiesUseCase, clock] in
      await Self.outcome(of: query, searchCitiesUseCase, clock) { [weak self] in
        // The results give way to the searching state, so none of them can be chosen any more.
        self?.found = []
        willSend()
      }
    }
    pendingSearch = search
    // The search is no child of the caller's task: a caller that goes away takes it along.
    let outcome = await withTaskCancellationHandler {
      await search.value
    } onCancel: {
      search.cancel()
    }
    if case .found(let cities, _) = outcome { found = cities }
    return outcome
  }

  public func city(withID id: City.ID) -> City? {
    found.first { $0.id == id }
  }

  public func add(_ city: City) async throws {
    _ = try await addCityUseCase.add(parameters: AddCityParameters(city: city))
  }

  private static func outcome(
    of query: CitySearchQuery, _ useCase: any SearchCitiesUseCase, _ clock: any Clock<Duration>,
    willSend: @MainActor () -> Void
  ) async -> CitySearchOutcome {
    // Woken but superseded before running counts as superseded: the request must not go out.
    guard (try? await clock.sleep(for: .milliseconds(300))) != nil, !Task.isCancelled else {
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
