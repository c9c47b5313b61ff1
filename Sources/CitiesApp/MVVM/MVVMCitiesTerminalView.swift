import CitiesMVVM
import CitiesTerminalKit

/// MVVM's saved-cities view in the terminal: it draws its view model's state and sends it intents.
final class MVVMCitiesTerminalView: MVVMTerminalView<CitiesViewModel> {
  // The rows on screen, which the intents carry back.
  private var rows = ShownCities<CityRow>()

  override var appearedIntent: CitiesIntent? { .appeared }
  override var alertDismissedIntent: CitiesIntent? { .alertDismissed }

  override func show(_ state: CitiesState) {
    screen.title = viewModel.title
    switch state {
    case .loading: screen.showBusy()
    case .list(let rows): self.rows.show(rows, on: &screen)
    case .empty(let message): screen.showEmptyList(message: message)
    case .error(let message): screen.show(message: message, canRetry: true)
    }
  }

  override func intent(for command: Command) -> CitiesIntent? {
    switch command {
    case .add: .addTapped
    case .open(let index): rows.row(index, on: screen).map { .cityTapped(row: $0) }
    case .delete(let index): rows.row(index, on: screen).map { .deleteTapped(row: $0) }
    case .retry: .retryTapped
    default: nil
    }
  }
}
