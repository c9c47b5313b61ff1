import CitiesDomain
import CitiesPresentationWords

/// What the add-city interactor can hand its presenter: the VIP loop's middle hop.
@MainActor
public protocol AddCityPresentationLogic {
  func presentSearch(response: AddCity.SearchCities.Response)
  func presentChosenCity(response: AddCity.ChooseCity.Response)
}

/// The add-city scene's presentation logic: it words every search state and every alert.
@MainActor
public final class AddCityPresenter: AddCityPresentationLogic {
  // Weak, because the view owns the interactor that owns this presenter.
  private weak var view: (any AddCityDisplayLogic)?

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
      let message = AddCityWords.message(forFailureToAdd: city, error: error)
      view?.displayChosenCity(viewModel: .alert(message: message))
    }
  }

  private func state(for response: AddCity.SearchCities.Response) -> AddCityViewState {
    switch response {
    case .idle:
      .idle(message: AddCityWords.idle)
    case .tooShort(let minimumLength), .failed(SearchCitiesError.queryTooShort(let minimumLength)):
      .hint(message: AddCityWords.queryTooShort(minimumLength: minimumLength))
    case .searching:
      .searching
    case .found(let cities, let query) where cities.isEmpty:
      .empty(message: AddCityWords.noMatches(query: query))
    case .found(let cities, _):
      .result(cities.map(displayedCity))
    case .failed(let error):
      .error(
        message: AddCityWords.searchFailed(reason: error.reason(or: FailureWords.unknownReason)))
    }
  }

  private func displayedCity(_ city: City) -> AddCity.SearchCities.ViewModel.DisplayedCity {
    .init(id: city.id, title: city.name, subtitle: CitiesListWords.subtitle(of: city))
  }
}
