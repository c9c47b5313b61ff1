import CitiesDomain
import CitiesPresentationWords

/// The add-city module interface: what the view tells its `eventHandler`, the chosen row by its
/// id.
///
/// The `async` events return once their work is done.
@MainActor
public protocol AddCityModuleInterface: AnyObject {
  /// The search comes on screen, with nothing typed yet.
  func viewIsReady()

  /// The text in the search field changed; returns once its search has ended or been replaced.
  func didType(_ text: String) async

  func didChoose(cityID: City.ID) async

  /// The user leaves the search without choosing.
  func didTapCancel()
}

/// The add-city presenter: it passes the typed text to the interactor, words every outcome for
/// the view, and once a city is added, dismisses the module and tells its module delegate.
@MainActor
public final class AddCityPresenter: AddCityModuleInterface {
  // Weak, because the view owns its presenter: a strong reference back would keep both alive.
  public weak var view: (any AddCityView)?
  public var interactor: any AddCityInteractorInput
  // Weak, because the delegate is the presenter of the module beneath, which this one outlives.
  public weak var moduleDelegate: (any AddCityModuleDelegate)?
  private let wireframe: any AddCityWireframeInput

  public init(interactor: any AddCityInteractorInput, wireframe: any AddCityWireframeInput) {
    self.interactor = interactor
    self.wireframe = wireframe
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
    case .found(let cities, _): view?.showResults(cities.map(CityDisplayItem.init))
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
      wireframe.dismissAddCityInterface()
      await moduleDelegate?.addCityModuleDidAdd(city)
    } catch {
      view?.showAlert(AddCityWords.message(forFailureToAdd: city, error: error))
    }
  }

  public func didTapCancel() {
    wireframe.dismissAddCityInterface()
  }
}
