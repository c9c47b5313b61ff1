import CitiesTerminalKit
import CitiesVIP

/// VIP's search view in the terminal: it writes each view model it is given into a `Screen`.
final class VIPAddCityTerminalView:
  VIPTerminalView<any AddCityBusinessLogic, any AddCityRoutingLogic>, AddCityDisplayLogic
{
  // The results on screen, whose ids the requests carry back.
  private var rows = ShownCities<AddCity.SearchCities.ViewModel.DisplayedCity>()

  func displaySearch(viewModel: AddCity.SearchCities.ViewModel) {
    trace?.received(viewModel.state)
    switch viewModel.state {
    // Typing again searches again, so a failure offers no retry of its own.
    case .idle(let message), .hint(let message), .empty(let message), .error(let message):
      screen.show(message: message)
    case .searching: screen.showBusy()
    case .result(let rows): self.rows.show(rows, on: &screen)
    }
  }

  func displayChosenCity(viewModel: AddCity.ChooseCity.ViewModel) {
    trace?.received(viewModel)
    switch viewModel {
    case .added: router?.routeToCities()
    case .alert(let message): screen.alert = message
    }
  }

  // A Clean Swift search view sends the empty text as it appears, to show the idle state.
  override func appear() async {
    await search("")
  }

  override func handle(_ command: Command) async {
    switch command {
    case .search(let text):
      await search(text)
    case .pick(let row):
      guard let id = rows.row(row, on: screen)?.id else { return }
      await interactor?.chooseCity(request: AddCity.ChooseCity.Request(cityID: id))
    case .back: router?.routeToCities()
    default: return
    }
  }

  private func search(_ text: String) async {
    await interactor?.searchCities(request: AddCity.SearchCities.Request(text: text))
  }
}

extension AddCity.SearchCities.ViewModel.DisplayedCity: ShownCityRow {}
