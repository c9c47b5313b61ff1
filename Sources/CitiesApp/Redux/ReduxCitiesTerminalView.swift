import CitiesRedux
import CitiesTerminalKit

/// Redux's saved-cities view in the terminal: it draws its store's state and sends it actions.
final class ReduxCitiesTerminalView: ReduxTerminalView<CitiesState, CitiesAction> {
  // The rows on screen, which the actions carry back.
  private var rows = ShownCities<CityRow>()

  override var appearedAction: CitiesAction? { .appeared }
  override var alertDismissedAction: CitiesAction? { .alertDismissed }

  override func show(_ content: CitiesContent) {
    switch content {
    case .loading: screen.showBusy()
    case .list(let rows): self.rows.show(rows, on: &screen)
    case .empty(let message): screen.showEmptyList(message: message)
    case .error(let message): screen.show(message: message, canRetry: true)
    }
  }

  // A sort that leaves the rows as they were still changes the title; the offer to undo a delete
  // lasts until the next command.
  override func showHeading(of state: CitiesState) {
    screen.title = state.title
    screen.summary = state.undoOffer.map { #"\#($0) Type "undo" to put it back."# }
  }

  override func handle(_ command: Command) async {
    screen.summary = nil
    await super.handle(command)
  }

  override func action(for command: Command) -> CitiesAction? {
    switch command {
    case .add: .addTapped
    case .open(let index): rows.row(index, on: screen).map { .cityTapped(row: $0) }
    case .delete(let index): rows.row(index, on: screen).map { .deleteTapped(row: $0) }
    case .retry: .retryTapped
    case .sort(let order): .orderChosen(order)
    case .undo: .undoTapped
    default: nil
    }
  }
}
