import CitiesTerminalKit
import CitiesVIP

/// VIP's saved-cities view in the terminal: it writes each view model it is given into a `Screen`.
final class VIPCitiesTerminalView:
  VIPTerminalView<any CitiesBusinessLogic, any CitiesRoutingLogic>, CitiesDisplayLogic
{
  // The rows on screen, whose ids the requests carry back.
  private var rows = ShownCities<Cities.LoadCities.ViewModel.DisplayedCity>()

  func displayCities(viewModel: Cities.LoadCities.ViewModel) {
    trace?.received(viewModel.state)
    screen.title = viewModel.title
    switch viewModel.state {
    case .loading: screen.showBusy()
    case .result(let rows): self.rows.show(rows, on: &screen)
    case .empty(let message): screen.showEmptyList(message: message)
    case .error(let message): screen.show(message: message, canRetry: true)
    }
  }

  func displayDeleteCity(viewModel: Cities.DeleteCity.ViewModel) {
    trace?.received(viewModel)
    screen.alert = viewModel.alertMessage
  }

  func displayUndoDelete(viewModel: Cities.UndoDelete.ViewModel) {
    trace?.received(viewModel)
    switch viewModel {
    case .offer(let message): screen.summary = #"\#(message) Type "undo" to put it back."#
    case .alert(let message): screen.alert = message
    }
  }

  override func appear() async {
    await load()
  }

  override func handle(_ command: Command) async {
    screen.summary = nil
    switch command {
    case .add: router?.routeToAddCity()
    case .open(let row):
      guard let id = rows.row(row, on: screen)?.id else { return }
      // The canonical Clean Swift hand-over: the interactor stores the city, the router reads it.
      interactor?.selectCity(request: Cities.SelectCity.Request(cityID: id))
      router?.routeToCityWeather()
    case .delete(let row):
      guard let id = rows.row(row, on: screen)?.id else { return }
      await interactor?.deleteCity(request: Cities.DeleteCity.Request(cityID: id))
    case .sort(let order): interactor?.sortCities(request: Cities.SortCities.Request(order: order))
    case .undo: await interactor?.undoDelete(request: Cities.UndoDelete.Request())
    case .retry: await load()
    default: return
    }
  }

  private func load() async {
    await interactor?.loadCities(request: Cities.LoadCities.Request())
  }
}

extension Cities.LoadCities.ViewModel.DisplayedCity: ShownCityRow {}
