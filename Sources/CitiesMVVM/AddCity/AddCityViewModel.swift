import CitiesDomain
import CitiesPresentationWords
import Observation

/// What the add-city search's view tells its view model: one method per event of the view.
@MainActor
public protocol AddCityViewModelInput {
  /// The search text changed; it carries the whole text, as typed. Returns once the search it
  /// started has finished or was replaced.
  func didChangeQuery(_ text: String) async
  /// The user chose a result to add.
  func didSelectItem(_ item: CityItemViewModel) async
  /// The user left the search without adding a city.
  func didCancelSearch()
  /// The user closed the alert.
  func didDismissAlert()
}

/// What the add-city search's view shows: properties it observes with Observation.
@MainActor
public protocol AddCityViewModelOutput {
  /// What the search shows now.
  var state: AddCityState { get }
  /// A one-off message shown over the state until the user closes it.
  var alert: String? { get }
}

/// The add-city search's view model: turns typing into debounced searches and a chosen result
/// into a saved city, through its scene use case, and asks its navigator to close the search.
@Observable
@MainActor
public final class AddCityViewModel: AddCityViewModelInput, AddCityViewModelOutput {
  // How long typing must pause before a search is sent, so that a word is one request.
  private static let debounce = Duration.milliseconds(300)

  public private(set) var state: AddCityState = .idle(message: AddCityWords.idle)
  public private(set) var alert: String?

  private let useCase: any AddCitySceneUseCase
  // Weak, because the navigator owns the scene it shows.
  @ObservationIgnored private weak var navigator: (any AddCityNavigator)?
  private let clock: any Clock<Duration>
  // The cities behind the result items, so that a chosen item leads back to its city.
  @ObservationIgnored private var results: [City] = []
  @ObservationIgnored private var searchTask: Task<Void, Never>?

  /// Makes the view model; it holds the navigator weakly and waits on `clock` before searching.
  public init(
    useCase: any AddCitySceneUseCase,
    navigator: any AddCityNavigator,
    clock: any Clock<Duration> = ContinuousClock()
  ) {
    self.useCase = useCase
    self.navigator = navigator
    self.clock = clock
  }

  public func didChangeQuery(_ text: String) async {
    searchTask?.cancel()
    guard let query = CitySearchQuery(text) else {
      searchTask = nil
      results = []
      let isBlank = text.allSatisfy(\.isWhitespace)
      let hint = AddCityWords.queryTooShort(minimumLength: CitySearchQuery.minimumLength)
      state = isBlank ? .idle(message: AddCityWords.idle) : .hint(message: hint)
      return
    }
    let task = makeSearchTask(for: query)
    searchTask = task
    // A view that goes away cancels its own task; passing that on stops the search as well.
    await withTaskCancellationHandler {
      await task.value
    } onCancel: {
      task.cancel()
    }
  }

  // The debounced search: wait for a pause in typing, search, and show the answer only if no
  // newer text has replaced this search meanwhile.
  private func makeSearchTask(for query: CitySearchQuery) -> Task<Void, Never> {
    // `self` is weak and never held across an await, so a search in flight does not keep a
    // closed scene alive.
    Task { [weak self, clock, useCase] in
      do {
        try await clock.sleep(for: Self.debounce)
        // Woken, but newer text came first: searching now would show over that text's state.
        try Task.checkCancellation()
      } catch {
        return
      }
      self?.showSearching()
      let answer: Result<[City], any Error>
      do {
        answer = .success(try await useCase.searchCities(matching: query.text))
      } catch {
        answer = .failure(error)
      }
      // A newer query cancelled this search while it waited: its answer is stale.
      guard !Task.isCancelled else { return }
      self?.show(answer, for: query)
    }
  }

  // The items make way for the searching state, so no item of theirs can be chosen any more.
  private func showSearching() {
    results = []
    state = .searching
  }

  // The old items went when the searching state replaced them: only found cities come back.
  private func show(_ answer: Result<[City], any Error>, for query: CitySearchQuery) {
    switch answer {
    case .success(let cities) where cities.isEmpty:
      state = .noMatches(message: AddCityWords.noMatches(query: query.text))
    case .success(let cities):
      results = cities
      state = .results(items: cities.map(CityItemViewModel.init(city:)))
    case .failure(SearchCitiesError.queryTooShort(let minimumLength)):
      state = .hint(message: AddCityWords.queryTooShort(minimumLength: minimumLength))
    case .failure(let error):
      let reason = error.reason(or: FailureWords.unknownReason)
      state = .failed(message: AddCityWords.searchFailed(reason: reason))
    }
  }

  public func didSelectItem(_ item: CityItemViewModel) async {
    guard let city = results.first(where: { $0.id == item.id }) else { return }
    do {
      try await useCase.add(city)
      navigator?.closeAddCity()
    } catch {
      alert = AddCityWords.message(forFailureToAdd: city, error: error)
    }
  }

  public func didCancelSearch() {
    searchTask?.cancel()
    navigator?.closeAddCity()
  }

  public func didDismissAlert() {
    alert = nil
  }
}
