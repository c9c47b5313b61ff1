import CitiesDomain
import CitiesPresentationWords

/// What the add-city view tells its presenter: the user's events, the chosen row by its id.
///
/// The `async` events return once their work is done.
@MainActor
public protocol AddCityEventHandler: AnyObject {
  /// The search comes on screen, with nothing typed yet.
  func viewIsReady()

  /// The text in the search field changed; returns once its search has ended or been replaced.
  func didType(_ text: String) async

  /// The user chose the result of the city with the id.
  func didChoose(cityID: City.ID) async

  /// The user leaves the search without choosing.
  func didTapCancel()
}

/// The add-city scene's presenter: it passes the typed text to the interactor, words every
/// outcome for the view, and sends the user back to the list through the router.
@MainActor
public final class AddCityPresenter: AddCityEventHandler {
  // Weak, because the view owns its presenter: a strong reference back would keep both alive.
  private weak var view: (any AddCityView)?
  private let interactor: any AddCityInteractorInput
  private let router: any AddCityWireframe

  /// Makes the presenter between the view, the interactor and the router.
  public init(
    view: any AddCityView, interactor: any AddCityInteractorInput, router: any AddCityWireframe
  ) {
    self.view = view
    self.interactor = interactor
    self.router = router
  }

  public func viewIsReady() {
    view?.showIdle(AddCityWords.idle)
  }

  public func didType(_ text: String) async {
    let outcome = await interactor.search(for: text) { [weak self] in self?.view?.showSearching() }
    switch outcome {
    case .blank: view?.showIdle(AddCityWords.idle)
    case .tooShort(let minimumLength):
      view?.showHint(AddCityWords.queryTooShort(minimumLength: minimumLength))
    case .found(let cities, let query) where cities.isEmpty:
      view?.showNoMatches(AddCityWords.noMatches(query: query))
    case .found(let cities, _): view?.showResults(cities.map(CityListItem.init(city:)))
    case .failed(let error):
      let reason = error.reason(or: FailureWords.unknownReason)
      view?.showSearchFailure(AddCityWords.searchFailed(reason: reason))
    case .superseded: return
    }
  }

  public func didChoose(cityID: City.ID) async {
    guard let city = interactor.city(withID: cityID) else { return }
    do {
      try await interactor.add(city)
      router.returnToCities()
    } catch {
      view?.showAlert(AddCityWords.message(forFailureToAdd: city, error: error))
    }
  }

  public func didTapCancel() {
    router.returnToCities()
  }
}
