import CitiesTerminalKit
import CitiesVIP

/// VIP's saved-cities view in the terminal: it writes each view model it is given into a `Screen`.
final class VIPCitiesTerminalView:
  VIPTerminalView<any CitiesBusinessLogic, any CitiesRoutingLogic>, CitiesDisplayLogic
{
  // The rows on screen, whose ids the requests carry back.
  private var rows = ShownCities<CityRowViewModel>()

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

  override func appear() async {
    await load()
  }

  override func handle(_ command: Command) async {
    switch command {
    case .add: await call("routeToAddCity()", to: .router) { router?.routeToAddCity() }
    case .open(let row):
      guard let id = rows.row(row, on: screen)?.id else { return }
      // The canonical Clean Swift hand-over: the interactor stores the city, the router reads it.
      let request = Cities.SelectCity.Request(cityID: id)
      trace?.sent("selectCity(request: \(TraceText.short(request)))", to: .interactor)
      interactor?.selectCity(request: request)
      await call("routeToCityWeather()", to: .router) { router?.routeToCityWeather() }
    case .delete(let row):
      guard let id = rows.row(row, on: screen)?.id else { return }
      let request = Cities.DeleteCity.Request(cityID: id)
      trace?.sent("deleteCity(request: \(TraceText.short(request)))", to: .interactor)
      await interactor?.deleteCity(request: request)
    case .retry: await load()
    default: return
    }
  }

  private func load() async {
    let request = Cities.LoadCities.Request()
    trace?.sent("loadCities(request: \(TraceText.short(request)))", to: .interactor)
    await interactor?.loadCities(request: request)
  }
}
