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
        event(.interactor, .presenter, "presentCities(response: .loaded(0 cities))"),
        event(
          .presenter, .view,
          #"displayCities(viewModel: .empty(message: "No saved cities yet."))"#),
      ])
  }

  @Test("MVVM deletes by intent: View → ViewModel → UseCase, then the new state → View")
  func mvvmDeleteLoop() async {
    let events = await traceOfDeletingTheOnlyCity(in: .mvvm)

    #expect(
      events == [
        event(.view, .viewModel, "send(.deleteTapped(row: Berlin))"),
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
      ])
  }

  @Test(
    "Starting loads the list through the pattern's loop, and nothing else crosses a boundary",
    arguments: zip(PatternKind.allCases, startingMessages()))
  func startLoop(kind: PatternKind, expected: [TraceEvent]) async {
    let traceLog = TraceLog()
    let shell = kind.makeShell(traceLog: traceLog)

    await shell.start()

    #expect(traceLog.takeEventsAttached() == expected)
  }

  @Test(
    "Adding opens the search, which shows its idle hint, then searches, as in the README",
    arguments: zip(PatternKind.allCases, addingMessages()))
  func addLoop(kind: PatternKind, expected: [TraceEvent]) async {
    let traceLog = TraceLog()
    let shell = kind.makeShell(traceLog: traceLog)
    await shell.start()
    _ = traceLog.takeEvents()

    await shell.perform(.add(text: "lon"))

    #expect(traceLog.takeEventsAttached() == expected)
  }

  @Test(
    "Opening a city crosses the pattern's navigation boundaries in order",
    arguments: zip(PatternKind.allCases, openingMessages()))
  func openNavigation(kind: PatternKind, expected: [TraceEvent]) async {
    let traceLog = TraceLog()
    let shell = kind.makeShell(ShellUseCases(saved: [anyCity()]), traceLog: traceLog)
    await shell.start()
    _ = traceLog.takeEvents()

    await shell.perform(.open(row: 0))

    #expect(Array(traceLog.takeEventsAttached().prefix(expected.count)) == expected)
  }

  @Test("Every shell has its expected trace in each table, so no pattern is skipped silently")
  func tablesCoverEveryShell() {
    let counts = [startingMessages().count, addingMessages().count, openingMessages().count]

    #expect(counts.allSatisfy { $0 == PatternKind.allCases.count })
  }

  @Test("MVVM's view traces the alert it observes, the intent that dismisses it, and its going")
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
        event(.view, .viewModel, "send(.alertDismissed)"),
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

/// What each pattern sends, in order, as its list first appears and loads, empty.
private func startingMessages() -> [[TraceEvent]] {
  let empty = #"message: "No saved cities yet.""#
  return [
    [
      event(.view, .presenter, "viewDidAppear()"),
      event(.presenter, .view, "displayLoading()"),
      event(.view, .presenter, "title"),
      event(.presenter, .useCase, "displayCities()"),
      reply(.useCase, .presenter, "0 cities"),
      event(.presenter, .view, "displayEmptyState(\(empty))"),
      event(.view, .presenter, "title"),
    ],
    [
      event(.view, .interactor, "loadCities(request: Request())"),
      event(.interactor, .presenter, "presentCities(response: .loading)"),
      event(.presenter, .view, "displayCities(viewModel: .loading)"),
      event(.interactor, .useCase, "displayCities()"),
      reply(.useCase, .interactor, "0 cities"),
      event(.interactor, .presenter, "presentCities(response: .loaded(0 cities))"),
      event(.presenter, .view, "displayCities(viewModel: .empty(\(empty)))"),
    ],
    [
      event(.viewModel, .view, "state = .loading"),
      event(.view, .viewModel, "send(.appeared)"),
      event(.viewModel, .useCase, "displayCities()"),
      reply(.useCase, .viewModel, "0 cities"),
      event(.viewModel, .view, "state = .empty(\(empty))"),
    ],
    [
      event(.view, .presenter, "viewWillAppear()"),
      event(.presenter, .view, #"showLoading(title: "Saved cities")"#),
      event(.presenter, .interactor, "fetchCities()"),
      event(.interactor, .useCase, "displayCities()"),
      reply(.useCase, .interactor, "0 cities"),
      reply(.interactor, .presenter, "0 cities"),
      event(.presenter, .view, #"showNoCities("No saved cities yet.", title: "Saved cities")"#),
    ],
  ]
}

/// What each pattern sends, in order, from the tap on "add" to the results of searching "lon".
private func addingMessages() -> [[TraceEvent]] {
  let idle = #"message: "Type a city name to search.""#
  return [
    [
      event(.view, .presenter, "addButtonPressed()"),
      event(.presenter, .router, "showAddCity()"),
      event(.view, .presenter, "viewDidLoad()"),
      event(.presenter, .view, "displayIdle(\(idle))"),
      event(.view, .presenter, #"searchTextDidChange("lon")"#),
      event(.presenter, .view, "displaySearching()"),
      event(.presenter, .useCase, #"search("lon")"#),
      reply(.useCase, .presenter, "2 cities"),
      event(.presenter, .view, "refreshSearchResultsView()"),
      event(.view, .presenter, "numberOfSearchResults"),
      event(.view, .presenter, "configure(cell:forRow: 0)"),
      event(.view, .presenter, "configure(cell:forRow: 1)"),
    ],
    [
      event(.view, .router, "routeToAddCity()"),
      event(.router, .navigator, "showAddCity()"),
      event(.view, .interactor, #"searchCities(request: Request(text: ""))"#),
      event(.interactor, .presenter, "presentSearch(response: .idle)"),
      event(.presenter, .view, "displaySearch(viewModel: .idle(\(idle)))"),
      event(.view, .interactor, #"searchCities(request: Request(text: "lon"))"#),
      event(.interactor, .presenter, "presentSearch(response: .searching)"),
      event(.presenter, .view, "displaySearch(viewModel: .searching)"),
      event(.interactor, .useCase, #"search("lon")"#),
      reply(.useCase, .interactor, "2 cities"),
      event(.interactor, .presenter, #"presentSearch(response: .found(2 cities, query: "lon"))"#),
      event(.presenter, .view, "displaySearch(viewModel: .result(2 rows))"),
    ],
    [
      event(.view, .viewModel, "send(.addTapped)"),
      event(.viewModel, .navigator, "showAddCity()"),
      event(.viewModel, .view, "state = .idle(\(idle))"),
      event(.view, .viewModel, #"send(.queryChanged("lon"))"#),
      event(.viewModel, .useCase, #"search("lon")"#),
      reply(.useCase, .viewModel, "2 cities"),
      event(.viewModel, .view, "state = .results(rows: 2 rows)"),
    ],
    [
      event(.view, .presenter, "didTapAdd()"),
      event(.router, .navigator, "showAddCity()"),
      event(.view, .presenter, "viewIsReady()"),
      event(.presenter, .view, #"showIdle("Type a city name to search.")"#),
      event(.view, .presenter, #"didType("lon")"#),
      event(.presenter, .interactor, #"search(for: "lon")"#),
      event(.interactor, .presenter, "willSend()"),
      event(.presenter, .view, "showSearching()"),
      event(.interactor, .useCase, #"search("lon")"#),
      reply(.useCase, .interactor, "2 cities"),
      reply(.interactor, .presenter, #".found(2 cities, query: "lon")"#),
      event(.presenter, .view, "showResults(2 rows)"),
    ],
  ]
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
    [
      event(.view, .presenter, "didSelect(cityID: 2950159)"),
      event(.presenter, .interactor, "city(withID: 2950159)"),
      reply(.interactor, .presenter, "Berlin"),
      event(.router, .navigator, "showCityWeather(for: Berlin)"),
    ],
  ]
}

private func event(_ from: TraceRole, _ to: TraceRole, _ message: String) -> TraceEvent {
  TraceEvent(from: from, to: to, message: message)
}

private func reply(_ from: TraceRole, _ to: TraceRole, _ message: String) -> TraceEvent {
  TraceEvent(from: from, to: to, message: message, kind: .reply)
}
