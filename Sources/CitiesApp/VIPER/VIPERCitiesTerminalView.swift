import CitiesTerminalKit
import CitiesVIPER

/// VIPER's saved-cities view in the terminal: it writes what its presenter tells it.
final class VIPERCitiesTerminalView: TerminalView, CitiesView {
  /// The presenter, which this view owns, as a VIPER view does.
  var eventHandler: (any CitiesEventHandler)?
  // The rows on screen, whose ids the events carry back.
  private var rows = ShownCities<CityListItem>()

  override func appear() async {
    await call("viewWillAppear()") { await eventHandler?.viewWillAppear() }
  }

  // A row's event carries its city's id, looked up among the rows the screen still shows.
  override func handle(_ command: Command) async {
    guard let eventHandler else { return }
    let id = { (row: Int) in self.rows.row(row, on: self.screen)?.id }
    switch command {
    case .add: await call("didTapAdd()") { eventHandler.didTapAdd() }
    case .open(let row):
      guard let id = id(row) else { return }
      await call("didSelect(cityID: \(id))") { eventHandler.didSelect(cityID: id) }
    case .delete(let row):
      guard let id = id(row) else { return }
      await call("didTapDelete(cityID: \(id))") { await eventHandler.didTapDelete(cityID: id) }
    case .retry: await call("didTapRetry()") { await eventHandler.didTapRetry() }
    default: return
    }
  }

  func showLoading(title: String) {
    trace?.received(title)
    screen.title = title
    screen.showBusy()
  }

  func showCities(_ items: [CityListItem], title: String) {
    trace?.received(items, title)
    screen.title = title
    rows.show(items, on: &screen)
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
}
