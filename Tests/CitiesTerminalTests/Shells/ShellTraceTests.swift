import CitiesDomain
import CitiesTerminal
import CitiesTestSupport
import Testing

@MainActor
@Suite("Each shell's trace shows its pattern's loop", .timeLimit(.minutes(1)))
struct ShellTraceTests {
  @Test("MVP deletes in a loop: View → Presenter → UseCase, then Presenter → View")
  func mvpDeleteLoop() async {
    let events = await traceOfDeletingTheOnlyCity(in: .mvp)

    #expect(
      events == [
        event(.view, .presenter, "deleteButtonPressed(row: 0)"),
        event(.presenter, .useCase, "delete(city: Berlin)"),
        event(.presenter, .useCase, "displayCities()"),
        event(
          .presenter, .view, #"displayEmptyState(message: "No saved cities yet. Type "add"…")"#),
        event(.view, .presenter, "title"),
      ])
  }

  @Test("VIP deletes in a one-way loop: View → Interactor → Presenter → View")
  func vipDeleteLoop() async {
    let events = await traceOfDeletingTheOnlyCity(in: .vip)

    #expect(
      events == [
        event(.view, .interactor, "deleteCity(request: Request(cityID: 2950159))"),
        event(.interactor, .useCase, "delete(city: Berlin)"),
        event(.interactor, .useCase, "displayCities()"),
        event(.interactor, .presenter, "presentCities(response: .loaded(0 cities))"),
        event(
          .presenter, .view,
          #"displayCities(viewModel: .empty("No saved cities yet. Type "add"…"))"#),
      ])
  }

  @Test("MVVM deletes by intent: View → ViewModel → UseCase, then the new state → View")
  func mvvmDeleteLoop() async {
    let events = await traceOfDeletingTheOnlyCity(in: .mvvm)

    #expect(
      events == [
        event(.view, .viewModel, "send(.deleteTapped(row: Berlin))"),
        event(.viewModel, .useCase, "delete(city: Berlin)"),
        event(.viewModel, .useCase, "displayCities()"),
        event(.viewModel, .view, #"state = empty("No saved cities yet. Type "add"…")"#),
      ])
  }

  @Test(
    "Opening a city crosses the pattern's navigation boundaries in order",
    arguments: zip(ShellKind.allCases, openingMessages()))
  func openNavigation(kind: ShellKind, expected: [TraceEvent]) async {
    let traceLog = TraceLog(isEnabled: true)
    let shell = kind.makeShell(ShellUseCases(saved: [anyCity()]), traceLog: traceLog)
    await shell.start()
    _ = traceLog.takeEvents()

    await shell.perform(.open(number: 1))

    #expect(Array(traceLog.takeEvents().prefix(expected.count)) == expected)
  }

  private func traceOfDeletingTheOnlyCity(in kind: ShellKind) async -> [TraceEvent] {
    let traceLog = TraceLog(isEnabled: true)
    let shell = kind.makeShell(ShellUseCases(saved: [anyCity()]), traceLog: traceLog)
    await shell.start()
    _ = traceLog.takeEvents()

    await shell.perform(.delete(number: 1))
    return traceLog.takeEvents()
  }
}

/// What each pattern sends, in order, from the tap on a row to the change of scene.
private func openingMessages() -> [[TraceEvent]] {
  [
    [
      event(.view, .presenter, "didSelect(row: 0)"),
      event(.presenter, .router, "showCityWeather(for: Berlin)"),
    ],
    [
      event(.view, .interactor, "selectCity(request: Request(cityID: 2950159))"),
      event(.view, .router, "routeToCityWeather()"),
      event(.router, .navigator, "showCityWeather(for: Berlin)"),
    ],
    [
      event(.view, .viewModel, "send(.cityTapped(row: Berlin))"),
      event(.viewModel, .navigator, "showCityWeather(for: Berlin)"),
    ],
  ]
}

private func event(_ from: TraceRole, _ to: TraceRole, _ message: String) -> TraceEvent {
  TraceEvent(from: from, to: to, message: message)
}
