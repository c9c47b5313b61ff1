/// The cities scene's presentation logic: it words every state and alert the view shows.
///
/// It holds the view weakly, because the view owns the interactor that owns this presenter.
@MainActor
public final class CitiesPresenter: CitiesPresentationLogic {
  private static let emptyMessage = "No saved cities yet. Type \"add\" and a name to find one."

  private weak var view: (any CitiesDisplayLogic)?

  /// Makes a presenter that talks to the given view.
  public init(view: any CitiesDisplayLogic) {
    self.view = view
  }

  public func presentCities(response: Cities.LoadCities.Response) {
    let state = state(for: response)
    let viewModel = Cities.LoadCities.ViewModel(state: state, title: title(for: state))
    view?.displayCities(viewModel: viewModel)
  }

  public func presentDeleteCity(response: Cities.DeleteCity.Response) {
    let message = "Could not delete \(response.city.name): \(response.error)"
    view?.displayDeleteCity(viewModel: Cities.DeleteCity.ViewModel(alertMessage: message))
  }

  private func state(for response: Cities.LoadCities.Response) -> CitiesViewState {
    switch response {
    case .loading:
      .loading
    case .loaded(let cities) where cities.isEmpty:
      .empty(message: Self.emptyMessage)
    case .loaded(let cities):
      .result(cities.map(CityRowViewModel.init(city:)))
    case .failed(let error):
      .error(message: "Could not load your cities: \(error)")
    }
  }

  // The count belongs to the rows, so every other state shows the plain title.
  private func title(for state: CitiesViewState) -> String {
    guard case .result(let rows) = state else { return "Saved cities" }
    return "Saved cities (\(rows.count))"
  }
}
