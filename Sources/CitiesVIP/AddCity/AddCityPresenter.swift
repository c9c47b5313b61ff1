import CitiesDomain

/// The add-city scene's presentation logic: it words every search state and every alert.
///
/// It holds the view weakly, because the view owns the interactor that owns this presenter.
@MainActor
public final class AddCityPresenter: AddCityPresentationLogic {
  private weak var view: (any AddCityDisplayLogic)?

  /// Makes a presenter that talks to the given view.
  public init(view: any AddCityDisplayLogic) {
    self.view = view
  }

  public func presentSearch(response: AddCity.SearchCities.Response) {
    view?.displaySearch(viewModel: AddCity.SearchCities.ViewModel(state: state(for: response)))
  }

  public func presentChosenCity(response: AddCity.ChooseCity.Response) {
    switch response {
    case .added:
      view?.displayChosenCity(viewModel: .added)
    case .refused(let city, let error):
      view?.displayChosenCity(viewModel: .alert(message: alertMessage(city: city, error: error)))
    }
  }

  private func state(for response: AddCity.SearchCities.Response) -> AddCityViewState {
    switch response {
    case .idle:
      .idle(message: "Type a city name to search.")
    case .tooShort(let minimumLength):
      .hint(message: "Type at least \(minimumLength) letters to search.")
    case .searching:
      .searching
    case .found(let cities, let query) where cities.isEmpty:
      .empty(message: "No cities match \"\(query)\".")
    case .found(let cities, _):
      .result(cities.map(CityRowViewModel.init(city:)))
    case .failed(let error):
      .error(message: "Search failed: \(error)")
    }
  }

  // The duplicate's own description names the city as saved, so it needs no wrapping.
  private func alertMessage(city: City, error: any Error) -> String {
    if case .alreadySaved? = error as? AddCityError { return "\(error)" }
    return "Could not add \(city.name): \(error)"
  }
}
