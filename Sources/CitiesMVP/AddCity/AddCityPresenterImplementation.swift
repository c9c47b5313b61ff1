import CitiesDomain
import CitiesPresentationWords

/// The presenter of the add-city scene: it searches as the user types, shows the results and adds
/// the chosen city, knowing nothing of the screen behind the `AddCityView` protocol.
@MainActor
public final class AddCityPresenterImplementation: AddCityPresenter {
  // How long typing must pause before a search is sent, so that a word is one request.
  private static let debounce = Duration.milliseconds(300)

  // Weak, because the view owns its presenter: a strong reference back would keep both alive.
  private weak var view: (any AddCityView)?
  private let searchCitiesUseCase: any SearchCitiesUseCase
  private let addCityUseCase: any AddCityUseCase
  private let router: any AddCityRouter
  private let clock: any Clock<Duration>
  // The cities behind the result rows, so that a chosen row leads back to its city.
  private var results: [City] = []
  private var searchTask: Task<Void, Never>?

  /// `AddCityConfigurator` is its usual caller.
  public init(
    view: any AddCityView,
    searchCitiesUseCase: any SearchCitiesUseCase,
    addCityUseCase: any AddCityUseCase,
    router: any AddCityRouter,
    clock: any Clock<Duration>
  ) {
    self.view = view
    self.searchCitiesUseCase = searchCitiesUseCase
    self.addCityUseCase = addCityUseCase
    self.router = router
    self.clock = clock
  }

  public var numberOfSearchResults: Int { results.count }

  public func configure(cell: any CityCellView, forRow row: Int) {
    guard results.indices.contains(row) else { return }
    cell.display(title: results[row].name)
    cell.display(subtitle: results[row].subtitle)
  }

  public func viewDidLoad() {
    view?.displayIdle(message: AddCityWords.idle)
  }

  public func searchTextDidChange(_ text: String) async {
    searchTask?.cancel()
    searchTask = nil
    guard let query = CitySearchQuery(text) else {
      showPrompt(forShort: text)
      return
    }
    let task = makeSearchTask(for: query)
    searchTask = task
    // The task is not a child of the caller's: pass on the caller's cancellation, so that a view
    // that goes away and cancels its work stops the search too.
    await withTaskCancellationHandler {
      await task.value
    } onCancel: {
      task.cancel()
    }
  }

  public func didSelect(row: Int) async {
    guard results.indices.contains(row) else { return }
    let city = results[row]
    do {
      _ = try await addCityUseCase.add(parameters: AddCityParameters(city: city))
      router.closeAddCity()
    } catch {
      view?.displayAlert(message: AddCityWords.message(forFailureToAdd: city, error: error))
    }
  }

  public func cancelButtonPressed() {
    searchTask?.cancel()
    router.closeAddCity()
  }

  private func showPrompt(forShort text: String) {
    results = []
    if text.allSatisfy(\.isWhitespace) {
      view?.displayIdle(message: AddCityWords.idle)
    } else {
      // The domain's own length, so the hint and the use case can never disagree.
      view?.displayHint(
        message: AddCityWords.queryTooShort(minimumLength: CitySearchQuery.minimumLength))
    }
  }

  // The debounced search: wait for a pause in typing, search, and show the answer only if no
  // newer text has replaced this search meanwhile.
  private func makeSearchTask(for query: CitySearchQuery) -> Task<Void, Never> {
    // `self` is weak and never held across an await, so a search in flight does not keep a
    // closed scene alive.
    Task { [weak self, clock, searchCitiesUseCase] in
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
        answer = .success(try await searchCitiesUseCase.search(for: query.text))
      } catch {
        answer = .failure(error)
      }
      // Newer text cancels this task: its answer is stale, however late it arrives.
      guard !Task.isCancelled else { return }
      self?.show(answer, for: query)
    }
  }

  // The rows make way for the searching state, so no row of theirs can be chosen any more.
  private func showSearching() {
    results = []
    view?.displaySearching()
  }

  // The old rows went when the searching state replaced them: only found cities come back.
  private func show(_ answer: Result<[City], any Error>, for query: CitySearchQuery) {
    switch answer {
    case .success(let cities) where cities.isEmpty:
      view?.displayNoResults(message: AddCityWords.noMatches(query: query.text))
    case .success(let cities):
      results = cities
      view?.refreshSearchResultsView()
    case .failure(SearchCitiesError.queryTooShort(let minimumLength)):
      view?.displayHint(message: AddCityWords.queryTooShort(minimumLength: minimumLength))
    case .failure(let error):
      let reason = error.reason(or: FailureWords.unknownReason)
      view?.displayError(message: AddCityWords.searchFailed(reason: reason))
    }
  }
}
