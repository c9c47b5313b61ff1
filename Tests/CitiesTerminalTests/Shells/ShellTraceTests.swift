import CitiesDomain
import CitiesPatternList
import CitiesTerminalKit
import CitiesTestSupport
import Testing

@MainActor
@Suite("Each shell's trace shows its pattern's loop", .timeLimit(.minutes(1)), .endsRunWhenHung)
struct ShellTraceTests {
  @Test("MVP deletes in a loop: View → Presenter → UseCase, then Presenter → View")
  func mvpDeleteLoop() async {
    let events = await traceOfDeletingTheOnlyCity(in: .mvp)

    #expect(
      events == [
        event(.view, .presenter, "deleteButtonPressed(row: 0)"),
        event(.presenter, .useCase, "delete(Berlin)"),
        reply(.useCase, .presenter, "done"),
        event(.presenter, .useCase, "displayCities()"),
        reply(.useCase, .presenter, "0 cities"),
        event(
          .presenter, .view, #"displayEmptyState(message: "No saved cities yet.")"#),
        event(.view, .presenter, "title"),
        event(.presenter, .view, #"displayUndoOffer(message: "Deleted Berlin.")"#),
      ])
  }

  @Test("VIP deletes in a one-way loop: View → Interactor → Presenter → View")
  func vipDeleteLoop() async {
    let events = await traceOfDeletingTheOnlyCity(in: .vip)

    #expect(
      events == [
        event(.view, .interactor, "deleteCity(request: Request(cityID: 2950159))"),
        event(.interactor, .useCase, "delete(Berlin)"),
        reply(.useCase, .interactor, "done"),
        event(.interactor, .useCase, "displayCities()"),
        reply(.useCase, .interactor, "0 cities"),
        event(.interactor, .presenter, "presentCities(response: .loaded(0 cities, order: .added))"),
        event(
          .presenter, .view,
          #"displayCities(viewModel: .empty(message: "No saved cities yet."))"#),
        event(.interactor, .presenter, "presentUndoDelete(response: .offered(Berlin))"),
        event(
          .presenter, .view,
          #"displayUndoDelete(viewModel: .offer(message: "Deleted Berlin."))"#),
      ])
  }

  @Test("MVVM deletes through an input: View → ViewModel → UseCase, then the new state → View")
  func mvvmDeleteLoop() async {
    let events = await traceOfDeletingTheOnlyCity(in: .mvvm)

    #expect(
      events == [
        event(.view, .viewModel, "didDeleteItem(Berlin)"),
        event(.viewModel, .useCase, "delete(Berlin)"),
        reply(.useCase, .viewModel, "done"),
        event(.viewModel, .useCase, "displayCities()"),
        reply(.useCase, .viewModel, "0 cities"),
        event(.viewModel, .view, #"state = .empty(message: "No saved cities yet.")"#),
      ])
  }

  @Test("VIPER deletes through its hub: View → Presenter → Interactor → UseCase, and back")
  func viperDeleteLoop() async {
    let events = await traceOfDeletingTheOnlyCity(in: .viper)

    #expect(
      events == [
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
        event(.presenter, .view, #"showUndoOffer("Deleted Berlin.")"#),
      ])
  }

  @Test(
    "Starting loads the list through the pattern's loop, and nothing else crosses a boundary",
    arguments: PatternKind.allCases)
  func startLoop(kind: PatternKind) async {
    let expected = kind.expectedTraces.starting
    let traceLog = TraceLog()
    let shell = kind.makeShell(traceLog: traceLog)

    await shell.start()

    #expect(traceLog.takeEventsAttached() == expected)
  }

  @Test(
    "Adding opens the search, which shows its idle hint, then searches, as in the README",
    arguments: PatternKind.allCases)
  func addLoop(kind: PatternKind) async {
    let expected = kind.expectedTraces.adding
    let traceLog = TraceLog()
    let shell = kind.makeShell(traceLog: traceLog)
    await shell.start()
    _ = traceLog.takeEvents()

    await shell.perform(.add(text: "lon"))

    #expect(traceLog.takeEventsAttached() == expected)
  }

  @Test(
    "Opening a city crosses the pattern's navigation boundaries in order",
    arguments: PatternKind.allCases)
  func openNavigation(kind: PatternKind) async {
    let expected = kind.expectedTraces.opening
    let traceLog = TraceLog()
    let shell = kind.makeShell(ShellUseCases(saved: [anyCity()]), traceLog: traceLog)
    await shell.start()
    _ = traceLog.takeEvents()

    await shell.perform(.open(row: 0))

    #expect(Array(traceLog.takeEventsAttached().prefix(expected.count)) == expected)
  }

  @Test("MVVM's view traces the alert it observes, the input that dismisses it, and its going")
  func mvvmAlert() async {
    let traceLog = TraceLog()
    let shell = PatternKind.mvvm.makeShell(ShellUseCases(saved: [anyCity()]), traceLog: traceLog)
    await shell.start()
    await shell.perform(.add(text: "ber"))
    _ = traceLog.takeEvents()

    await shell.perform(.pick(row: 0))
    let alerted = traceLog.takeEventsAttached().filter { $0.to == .view }
    await shell.perform(.search(text: "berl"))
    let dismissed = traceLog.takeEventsAttached().prefix(2)

    #expect(alerted.last == event(.viewModel, .view, #"alert = "Berlin is already in your list.""#))
    #expect(
      Array(dismissed) == [
        event(.view, .viewModel, "didDismissAlert()"),
        event(.viewModel, .view, "alert = nil"),
      ])
  }

  private func traceOfDeletingTheOnlyCity(in kind: PatternKind) async -> [TraceEvent] {
    let traceLog = TraceLog()
    let shell = kind.makeShell(ShellUseCases(saved: [anyCity()]), traceLog: traceLog)
    await shell.start()
    _ = traceLog.takeEvents()

    await shell.perform(.delete(row: 0))
    return traceLog.takeEventsAttached()
  }
}
