import CitiesMVVM
import CitiesTerminalKit

/// MVVM's search view in the terminal: it draws its view model's state and sends it intents.
final class MVVMAddCityTerminalView: MVVMTerminalView<AddCityViewModel> {
  // The results on screen, which the intents carry back.
  private var rows = ShownCities<CityRow>()

  // The search starts idle, so it sends nothing as it appears: the first draw shows it.
  override var alertDismissedIntent: AddCityIntent? { .alertDismissed }

  override func show(_ state: AddCityState) {
    switch state {
    // Typing again searches again, so a failure offers no retry of its own.
    case .idle(let message), .hint(let message), .noMatches(let message), .failed(let message):
      screen.show(message: message)
    case .searching: screen.showBusy()
    case .results(let rows): self.rows.show(rows, on: &screen)
    }
  }

  override func intent(for command: Command) -> AddCityIntent? {
    switch command {
    case .search(let text): .queryChanged(text)
    case .pick(let index): rows.row(index, on: screen).map { .resultTapped(row: $0) }
    case .back: .cancelTapped
    default: nil
    }
  }
}
