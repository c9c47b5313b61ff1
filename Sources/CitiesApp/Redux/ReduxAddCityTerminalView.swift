import CitiesRedux
import CitiesTerminalKit

/// Redux's search view in the terminal: it draws its scoped store's state and sends it actions.
final class ReduxAddCityTerminalView: ReduxTerminalView<AddCityState, AddCityAction> {
  // The results on screen, which the actions carry back.
  private var rows = ShownCities<CityRow>()

  override var destination: SceneDestination { .addCity }
  override var alertDismissedAction: AddCityAction? { .alertDismissed }

  override func show(_ content: AddCityContent) {
    switch content {
    // Typing again searches again, so a failure offers no retry of its own.
    case .idle(let message), .hint(let message), .noMatches(let message), .failed(let message):
      screen.show(message: message)
    case .searching: screen.showBusy()
    case .results(let rows): self.rows.show(rows, on: &screen)
    }
  }

  override func action(for command: Command) -> AddCityAction? {
    switch command {
    case .search(let text): .queryChanged(text)
    case .pick(let index): rows.row(index, on: screen).map { .resultTapped(row: $0) }
    default: nil
    }
  }
}
