// Made by scripts/kata.py from Sources/CitiesVIP/Cities/CitiesPresenter.swift.

import CitiesDomain
import CitiesPresentationWords

/// What the cities interactor can hand its presenter: the VIP loop's middle hop.
///
/// Responses carry domain values and errors; turning them into words is the presenter's job.
@MainActor
public protocol CitiesPresentationLogic {
  func presentCities(response: Cities.LoadCities.Response)
  func presentDeleteCity(response: Cities.DeleteCity.Response)
  func presentUndoDelete(response: Cities.UndoDelete.Response)
}

/// The cities scene's presentation logic: it words every state and alert the view shows.
@MainActor
public final class CitiesPresenter: CitiesPresentationLogic {
  // Weak, because the view owns the interactor that owns this presenter.
  private weak var view: (any CitiesDisplayLogic)?

  public init(view: any CitiesDisplayLogic) {
    self.view = view
  }

  public func presentCities(response: Cities.LoadCities.Response) {
    let state = state(for: response)
    let viewModel = Cities.LoadCities.ViewModel(state: state)
    view?.displayCities(viewModel: viewModel)
  }

  public func presentDeleteCity(response: Cities.DeleteCity.Response) {
    let reason = response.error.reason(or: FailureWords.unknownReason)
    let message = CitiesListWords.couldNotDelete(cityName: response.city.name, reason: reason)
    view?.displayDeleteCity(viewModel: Cities.DeleteCity.ViewModel(alertMessage: message))
  }

  public func presentUndoDelete(response: Cities.UndoDelete.Response) {
    switch response {
    case .offered(let city):
      view?.displayUndoDelete(
        viewModel: .offer(message: CitiesListWords.undoOffer(cityName: city.name)))
    case .failed(let city, let error):
      let message = CitiesListWords.message(forFailureToPutBack: city, error: error)
      view?.displayUndoDelete(viewModel: .alert(message: message))
    }
  }

  private func state(for response: Cities.LoadCities.Response) -> CitiesViewState {
    switch response {
    case .loading:
      .loading
    case .loaded(let cities, _) where cities.isEmpty:
      .empty(message: CitiesListWords.emptyList)
    case .loaded(let cities, let order):
      .result(order.arranged(cities).map(displayedCity))
    case .failed(let error):
      .error(
        message: CitiesListWords.couldNotLoad(reason: error.reason(or: FailureWords.unknownReason)))
    }
  }

  private func displayedCity(_ city: City) -> Cities.LoadCities.ViewModel.DisplayedCity {
    .init(id: city.id, title: city.name, subtitle: CitiesListWords.subtitle(of: city))
  }
}
