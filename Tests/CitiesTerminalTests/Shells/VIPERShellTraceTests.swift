import CitiesDomain
import CitiesTerminalKit
import CitiesTestSupport
import Testing

@MainActor
@Suite("The VIPER shell's trace shows its module's hub", .timeLimit(.minutes(1)))
struct VIPERShellTraceTests {
  @Test("VIPER deletes through its hub: View → Presenter → Interactor → UseCase, and back")
  func deleteThroughPresenter() async {
    let traceLog = TraceLog(isEnabled: true)
    let shell = ShellKind.viper.makeShell(ShellUseCases(saved: [anyCity()]), traceLog: traceLog)
    await shell.start()
    _ = traceLog.takeEvents()

    await shell.perform(.delete(number: 1))

    #expect(
      traceLog.takeEvents() == [
        event(.view, .presenter, "didTapDelete(cityID: 2950159)"),
        event(.presenter, .interactor, "city(withID: 2950159)"),
        reply(.interactor, .presenter, "Berlin"),
        event(.presenter, .interactor, "delete(Berlin)"),
        event(.interactor, .useCase, "delete(Berlin)"),
        reply(.useCase, .interactor, "done"),
        reply(.interactor, .presenter, "done"),
        event(.presenter, .interactor, "fetchCities()"),
        event(.interactor, .useCase, "displayCities()"),
        reply(.useCase, .interactor, "0 cities"),
        reply(.interactor, .presenter, "0 cities"),
        event(
          .presenter, .view,
          #"showNoCities("No saved cities yet.", title: "Saved cities")"#),
      ])
  }

  @Test("VIPER opens a city: the presenter gets it from the interactor and hands it to the router")
  func openThroughRouter() async {
    let traceLog = TraceLog(isEnabled: true)
    let shell = ShellKind.viper.makeShell(ShellUseCases(saved: [anyCity()]), traceLog: traceLog)
    await shell.start()
    _ = traceLog.takeEvents()

    await shell.perform(.open(number: 1))

    #expect(
      Array(traceLog.takeEvents().prefix(4)) == [
        event(.view, .presenter, "didSelect(cityID: 2950159)"),
        event(.presenter, .interactor, "city(withID: 2950159)"),
        reply(.interactor, .presenter, "Berlin"),
        event(.router, .navigator, "showCityWeather(for: Berlin)"),
      ])
  }

  @Test("VIPER searches: the interactor tells the presenter as the request goes out")
  func searchThroughInteractor() async {
    let traceLog = TraceLog(isEnabled: true)
    let shell = ShellKind.viper.makeShell(traceLog: traceLog)
    await shell.start()
    await shell.perform(.add(query: "ber"))
    _ = traceLog.takeEvents()

    await shell.perform(.search(text: "lon"))

    #expect(
      traceLog.takeEvents() == [
        event(.view, .presenter, #"didType("lon")"#),
        event(.presenter, .interactor, #"search(for: "lon")"#),
        event(.interactor, .presenter, "willSend()"),
        event(.presenter, .view, "showSearching()"),
        event(.interactor, .useCase, #"search("lon")"#),
        reply(.useCase, .interactor, "2 cities"),
        reply(.interactor, .presenter, #".found(2 cities, query: "lon")"#),
        event(.presenter, .view, "showResults(2 rows)"),
      ])
  }
}

private func event(_ from: TraceRole, _ to: TraceRole, _ message: String) -> TraceEvent {
  TraceEvent(from: from, to: to, message: message)
}

private func reply(_ from: TraceRole, _ to: TraceRole, _ message: String) -> TraceEvent {
  TraceEvent(from: from, to: to, message: message, kind: .reply)
}
