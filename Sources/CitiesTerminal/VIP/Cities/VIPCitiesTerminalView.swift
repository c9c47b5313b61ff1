import CitiesVIP

/// VIP's saved-cities view in the terminal: it writes each view model it is given into a `Screen`
/// and sends the user's events to its interactor and router.
@MainActor
final class VIPCitiesTerminalView: CitiesDisplayLogic {
  private(set) var screen = Screen.savedCities()
  /// The interactor, which this view owns, as a Clean Swift view does.
  var interactor: (any CitiesBusinessLogic)?
  /// The router, which this view owns, as a Clean Swift view does.
  var router: (any CitiesRoutingLogic)?
  // The rows on screen, whose ids the requests carry back.
  private var rows: [CityRowViewModel] = []

  func displayCities(viewModel: Cities.LoadCities.ViewModel) {
    rows = []
    screen.title = viewModel.title
    switch viewModel.state {
    case .loading:
      screen.showBusy()
    case .result(let rows):
      self.rows = rows
      screen.show(rows: rows.map { Screen.cityRow(title: $0.title, subtitle: $0.subtitle) })
    case .empty(let message):
      screen.show(message: message)
    case .error(let message):
      screen.show(message: message, canRetry: true)
    }
  }

  func displayDeleteCity(viewModel: Cities.DeleteCity.ViewModel) {
    screen.alert = viewModel.alertMessage
  }
}

// MARK: - TerminalScene

extension VIPCitiesTerminalView: TerminalScene {
  func appear() async {
    await interactor?.loadCities(request: Cities.LoadCities.Request())
  }

  func handle(_ event: SceneEvent) async {
    switch event {
    case .addTapped:
      router?.routeToAddCity()
    case .rowChosen(let row):
      guard rows.indices.contains(row) else { return }
      // The canonical Clean Swift hand-over: the interactor stores the city, the router reads it.
      interactor?.selectCity(request: Cities.SelectCity.Request(cityID: rows[row].id))
      router?.routeToCityWeather()
    case .deleteTapped(let row):
      guard rows.indices.contains(row) else { return }
      await interactor?.deleteCity(request: Cities.DeleteCity.Request(cityID: rows[row].id))
    case .retryTapped:
      await interactor?.loadCities(request: Cities.LoadCities.Request())
    case .textChanged, .backTapped:
      return
    }
  }

  func dismissAlert() async {
    screen.alert = nil
  }
}
