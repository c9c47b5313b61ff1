import CitiesWords

/// What the cities interactor can hand its presenter: the VIP loop's middle hop.
///
/// Responses carry domain values and errors; turning them into words is the presenter's job.
@MainActor
public protocol CitiesPresentationLogic {
  /// Presents where loading the list stands.
  func presentCities(response: Cities.LoadCities.Response)

  /// Presents a delete that failed.
  func presentDeleteCity(response: Cities.DeleteCity.Response)
}

/// The cities scene's presentation logic: it words every state and alert the view shows.
///
/// It holds the view weakly, because the view owns the interactor that owns this presenter.
@MainActor
public final class CitiesPresenter: CitiesPresentationLogic {
  private weak var view: (any CitiesDisplayLogic)?

  /// Makes a presenter that talks to the given view.
  public init(view: any CitiesDisplayLogic) {
    self.view = view
  }

  public func presentCities(response: Cities.LoadCities.Response) {
    // kata:solution 05
    let state = state(for: response)
    // kata:solution 08
    let viewModel = Cities.LoadCities.ViewModel(state: state, title: title(for: state))
    // kata:starter
    // let viewModel = Cities.LoadCities.ViewModel(state: state)
    // kata:end
    view?.displayCities(viewModel: viewModel)
    // kata:starter
    // // Word the response as the state docs/SCENES.md shows, and hand it to the view.
    // kata:end
  }

  public func presentDeleteCity(response: Cities.DeleteCity.Response) {
    // kata:solution 05
    let message = CitiesListWords.couldNotDelete(
      cityName: response.city.name, reason: "\(response.error)")
    view?.displayDeleteCity(viewModel: Cities.DeleteCity.ViewModel(alertMessage: message))
    // kata:starter
    // // Tell the view to alert that the city could not be deleted, and why.
    // kata:end
  }
  // kata:solution 05

  private func state(for response: Cities.LoadCities.Response) -> CitiesViewState {
    switch response {
    case .loading:
      .loading
    case .loaded(let cities) where cities.isEmpty:
      .empty(message: CitiesListWords.emptyList)
    case .loaded(let cities):
      .result(cities.map(CityRowViewModel.init(city:)))
    case .failed(let error):
      .error(message: CitiesListWords.couldNotLoad(reason: "\(error)"))
    }
  }
  // kata:end
  // kata:solution 08

  // The count belongs to the rows, so every other state shows the plain title.
  private func title(for state: CitiesViewState) -> String {
    guard case .result(let rows) = state else { return CitiesListWords.title }
    return CitiesListWords.title(rowCount: rows.count)
  }
  // kata:end
}
