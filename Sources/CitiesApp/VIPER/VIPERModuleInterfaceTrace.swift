import CitiesDomain
import CitiesTerminalKit
import CitiesVIPER

/// Stands between a VIPER view and its presenter, as the view's `eventHandler`, while tracing is
/// on: it records each event under the name of the method that received it, then passes it on.
@MainActor
final class VIPERModuleInterfaceTrace<Interface> {
  private let presenter: Interface
  private let trace: HopRecorder

  init(_ presenter: Interface, traceLog: TraceLog) {
    self.presenter = presenter
    trace = HopRecorder(log: traceLog, role: .presenter, peer: .view)
  }

  private func relay(_ arguments: Any..., method: String = #function, _ send: (Interface) -> Void) {
    trace.received(call: method, arguments: arguments)
    send(presenter)
  }

  private func relay(
    _ arguments: Any..., method: String = #function, _ send: @MainActor (Interface) async -> Void
  ) async {
    trace.received(call: method, arguments: arguments)
    await send(presenter)
  }
}

extension VIPERModuleInterfaceTrace: CitiesModuleInterface
where Interface == any CitiesModuleInterface {
  func viewWillAppear() async { await relay { await $0.viewWillAppear() } }
  func didTapRetry() async { await relay { await $0.didTapRetry() } }
  func didTapDelete(cityID: City.ID) async {
    await relay(cityID) { await $0.didTapDelete(cityID: cityID) }
  }
  func didSelect(cityID: City.ID) { relay(cityID) { $0.didSelect(cityID: cityID) } }
  func didTapAdd() { relay { $0.didTapAdd() } }
}

extension VIPERModuleInterfaceTrace: AddCityModuleInterface
where Interface == any AddCityModuleInterface {
  func viewIsReady() { relay { $0.viewIsReady() } }
  func didType(_ text: String) async { await relay(text) { await $0.didType(text) } }
  func didChoose(cityID: City.ID) async {
    await relay(cityID) { await $0.didChoose(cityID: cityID) }
  }
  func didTapCancel() { relay { $0.didTapCancel() } }
}

extension VIPERModuleInterfaceTrace: CityWeatherModuleInterface
where Interface == any CityWeatherModuleInterface {
  func viewIsReady() async { await relay { await $0.viewIsReady() } }
  func didTapRetry() async { await relay { await $0.didTapRetry() } }
  func didTapBack() { relay { $0.didTapBack() } }
}
