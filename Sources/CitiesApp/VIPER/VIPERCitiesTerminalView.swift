import CitiesTerminalKit
import CitiesVIPER

/// VIPER's saved-cities view in the terminal: it writes what its presenter tells it.
final class VIPERCitiesTerminalView: TerminalView, CitiesView {
  /// The module interface, the presenter, which this view owns, as a VIPER view does.
  var eventHandler: (any CitiesModuleInterface)?
  // The rows on screen, whose ids the events carry back.
  private var rows = ShownCities<CityDisplayItem>()

  override func appear() async {
    await eventHandler?.viewWillAppear()
  }

  // A row's event carries its city's id, looked up among the rows the screen still shows.
  override func handle(_ command: Command) async {
    screen.summary = nil
    guard let eventHandler else { return }
    let id = { (row: Int) in self.rows.row(row, on: self.screen)?.id }
    switch command {
    case .add: eventHandler.didTapAdd()
    case .open(let row):
      guard let id = id(row) else { return }
      eventHandler.didSelect(cityID: id)
    case .delete(let row):
      guard let id = id(row) else { return }
      await eventHandler.didTapDelete(cityID: id)
    case .retry: await eventHandler.didTapRetry()
    case .sort(let order): eventHandler.didChoose(order: order)
    case .undo: await eventHandler.didTapUndo()
    default: return
    }
  }

  func showLoading(title: String) {
    trace?.received(title)
    screen.title = title
    screen.showBusy()
  }

  func showCities(_ displayData: CitiesDisplayData) {
    trace?.received(displayData)
    screen.title = displayData.title
    rows.show(displayData.items, on: &screen)
  }

  func showNoCities(_ message: String, title: String) {
    trace?.received(message, title)
    screen.title = title
    screen.showEmptyList(message: message)
  }

  func showFailure(_ message: String, title: String) {
    trace?.received(message, title)
    screen.title = title
    screen.show(message: message, canRetry: true)
  }

  func showAlert(_ message: String) { show(alert: message) }

  func showUndoOffer(_ message: String) {
    trace?.received(message)
    screen.summary = #"\#(message) Type "undo" to put it back."#
  }
}

extension CityDisplayItem: ShownCityRow {}
