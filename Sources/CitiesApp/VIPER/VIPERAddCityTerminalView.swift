import CitiesTerminalKit
import CitiesVIPER

/// VIPER's search view in the terminal: it writes what its presenter tells it into a `Screen`.
final class VIPERAddCityTerminalView: TerminalView, AddCityView {
  /// The presenter, which this view owns, as a VIPER view does.
  var eventHandler: (any AddCityEventHandler)?
  // The results on screen, whose ids the events carry back.
  private var results = ShownCities<CityListItem>()

  override func appear() async {
    await call("viewIsReady()") { eventHandler?.viewIsReady() }
  }

  override func handle(_ command: Command) async {
    guard let eventHandler else { return }
    switch command {
    case .search(let text):
      await call("didType(\(TraceText.short(text)))") { await eventHandler.didType(text) }
    case .pick(let row):
      guard let id = results.row(row, on: screen)?.id else { return }
      await call("didChoose(cityID: \(id))") { await eventHandler.didChoose(cityID: id) }
    case .back: await call("didTapCancel()") { eventHandler.didTapCancel() }
    default: return
    }
  }

  func showIdle(_ message: String) { show(message: message) }

  func showHint(_ message: String) { show(message: message) }

  func showSearching() { showBusy() }

  func showResults(_ items: [CityListItem]) {
    trace?.received(items)
    results.show(items, on: &screen)
  }

  func showNoMatches(_ message: String) { show(message: message) }

  // Typing again searches again, so the failure offers no retry of its own.
  func showSearchFailure(_ message: String) { show(message: message) }

  func showAlert(_ message: String) { show(alert: message) }
}
