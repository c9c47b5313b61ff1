import CitiesDomain
import CitiesPresentationWords
import CitiesTerminalKit
import CitiesVIPER

/// Stands between a VIPER view and its presenter, as the view's `eventHandler`, while tracing is
/// on: it records each event under the name of the method that received it, then passes it on.
final class VIPERModuleInterfaceTrace<Interface>: HopRelay<Interface> {
  init(_ presenter: Interface, traceLog: TraceLog) {
    super.init(presenter, traceLog: traceLog, role: .presenter, peer: .view)
  }
}

extension VIPERModuleInterfaceTrace: CitiesModuleInterface
where Interface == any CitiesModuleInterface {
  func viewWillAppear() async { await relay().viewWillAppear() }
  func didTapRetry() async { await relay().didTapRetry() }
  func didTapDelete(cityID: City.ID) async {
    await relay(cityID).didTapDelete(cityID: cityID)
  }
  func didSelect(cityID: City.ID) { relay(cityID).didSelect(cityID: cityID) }
  func didTapAdd() { relay().didTapAdd() }
  func didChoose(order: CitiesListOrder) { relay(order).didChoose(order: order) }
  func didTapUndo() async { await relay().didTapUndo() }
}

extension VIPERModuleInterfaceTrace: AddCityModuleInterface
where Interface == any AddCityModuleInterface {
  func viewIsReady() { relay().viewIsReady() }
  func didType(_ text: String) async { await relay(text).didType(text) }
  func didChoose(cityID: City.ID) async {
    await relay(cityID).didChoose(cityID: cityID)
  }
  func didTapCancel() { relay().didTapCancel() }
}

extension VIPERModuleInterfaceTrace: CityWeatherModuleInterface
where Interface == any CityWeatherModuleInterface {
  func viewIsReady() async { await relay().viewIsReady() }
  func didTapRetry() async { await relay().didTapRetry() }
  func didTapBack() { relay().didTapBack() }
  func didTapRename(to name: String) async { await relay(name).didTapRename(to: name) }
}
