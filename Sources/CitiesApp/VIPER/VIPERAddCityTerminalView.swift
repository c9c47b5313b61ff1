import CitiesTerminalKit
import CitiesVIPER

/// VIPER's search view in the terminal: it writes what its presenter tells it into a `Screen`.
final class VIPERAddCityTerminalView: TerminalView, AddCityView {
  /// The module interface, the presenter, which this view owns, as a VIPER view does.
  var eventHandler: (any AddCityModuleInterface)?
  // The results on screen, whose ids the events carry back.
  private var results = ShownCities<CityDisplayItem>()

  override func appear() async {
    eventHandler?.viewIsReady()
  }

  override func handle(_ command: Command) async {
    guard let eventHandler else { return }
    switch command {
    case .search(let text): await eventHandler.didType(text)
    case .pick(let row):
      guard let id = results.row(row, on: screen)?.id else { return }
      await eventHandler.didChoose(cityID: id)
    case .back: eventHandler.didTapCancel()
    default: return
    }
  }

  func showIdle(_ message: String) { show(message: message) }

  func showHint(_ message: String) { show(message: message) }

  func showSearching() { showBusy() }

  func showResults(_ items: [CityDisplayItem]) {
    trace?.received(items)
    results.show(items, on: &screen)
  }

  func showNoMatches(_ message: String) { show(message: message) }

  // Typing again searches again, so the failure offers no retry of its own.
  func showSearchFailure(_ message: String) { show(message: message) }

  func showAlert(_ message: String) { show(alert: message) }
}
