import CitiesVIP

/// VIP's search view in the terminal: it writes each view model it is given into a `Screen` and
/// sends the typed text and the chosen result to its interactor.
@MainActor
final class VIPAddCityTerminalView: AddCityDisplayLogic {
  private(set) var screen = Screen.addCity()
  /// The interactor, which this view owns, as a Clean Swift view does.
  var interactor: (any AddCityBusinessLogic)?
  /// The router, which this view owns, as a Clean Swift view does.
  var router: (any AddCityRoutingLogic)?
  // The results on screen, whose ids the requests carry back.
  private var rows: [CityRowViewModel] = []

  func displaySearch(viewModel: AddCity.SearchCities.ViewModel) {
    rows = []
    switch viewModel.state {
    case .idle(let message), .hint(let message), .empty(let message):
      screen.show(message: message)
    case .searching:
      screen.showBusy()
    case .result(let rows):
      self.rows = rows
      screen.show(rows: rows.map { Screen.cityRow(title: $0.title, subtitle: $0.subtitle) })
    case .error(let message):
      // Typing again searches again, so the failure offers no retry of its own.
      screen.show(message: message)
    }
  }

  func displayChosenCity(viewModel: AddCity.ChooseCity.ViewModel) {
    switch viewModel {
    case .added: router?.routeToCities()
    case .alert(let message): screen.alert = message
    }
  }
}

// MARK: - TerminalScene

extension VIPAddCityTerminalView: TerminalScene {
  // A Clean Swift search view sends the empty text as it appears, to show the idle state.
  func appear() async {
    await interactor?.searchCities(request: AddCity.SearchCities.Request(text: ""))
  }

  func handle(_ event: SceneEvent) async {
    switch event {
    case .textChanged(let text):
      await interactor?.searchCities(request: AddCity.SearchCities.Request(text: text))
    case .rowChosen(let row):
      guard rows.indices.contains(row) else { return }
      await interactor?.chooseCity(request: AddCity.ChooseCity.Request(cityID: rows[row].id))
    case .backTapped:
      router?.routeToCities()
    case .addTapped, .deleteTapped, .retryTapped:
      return
    }
  }

  func dismissAlert() async {
    screen.alert = nil
  }
}
