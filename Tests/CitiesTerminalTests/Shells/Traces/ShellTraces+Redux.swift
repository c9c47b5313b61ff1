import CitiesTerminalKit

// What Redux's shell traces, in order, in each journey ShellTraceTests plays.
extension ShellTraces {
  static let redux = ShellTraces(
    starting: [
      event(store, .view, "state.content = .loading"),
      event(.view, store, "send(.appeared)"),
      event(store, reducer, "reduce(.appeared)"),
      event(reducer, effect, "run()"),
      event(effect, .useCase, "displayCities()"),
      reply(.useCase, effect, "0 cities"),
      event(effect, store, "send(.citiesLoaded(0 cities))"),
      event(store, reducer, "reduce(.citiesLoaded(0 cities))"),
      event(store, .view, "state.content = .empty(\(emptyMessage))"),
    ],
    adding: [
      event(.view, store, "send(.addTapped)"),
      event(store, reducer, "reduce(.addTapped)"),
      event(.view, .navigator, "showAddCity()"),
      event(store, .view, "state.content = .idle(\(idleMessage))"),
      event(.view, store, #"send(.queryChanged("lon"))"#),
      // The search's store is scoped from the app's: its actions reach the one reducer wrapped.
      event(store, reducer, #"reduce(.destination(.addCity(.queryChanged("lon"))))"#),
      event(reducer, effect, "run(id: search)"),
      event(effect, store, #"send(.destination(.addCity(.searchStarted("lon"))))"#),
      event(store, reducer, #"reduce(.destination(.addCity(.searchStarted("lon"))))"#),
      event(effect, .useCase, #"search("lon")"#),
      reply(.useCase, effect, "2 cities"),
      event(effect, store, #"send(.destination(.addCity(.searchAnswered("lon", 2 cities))))"#),
      event(store, reducer, #"reduce(.destination(.addCity(.searchAnswered("lon", 2 cities))))"#),
      event(store, .view, "state.content = .results(rows: 2 rows)"),
    ],
    opening: [
      event(.view, store, "send(.cityTapped(row: Berlin))"),
      event(store, reducer, "reduce(.cityTapped(row: Berlin))"),
      event(.view, .navigator, "showCityWeather(for: Berlin)"),
    ])
}

// Redux's own roles, as its host folder declares them.
private let store = TraceRole("Store")
private let reducer = TraceRole("Reducer")
private let effect = TraceRole("Effect")

/// The trace of deleting the only city: the action's round trip through the reducer, the effect's
/// two use cases, and the new state back to the view.
let reduxDeleteLoop = [
  event(.view, store, "send(.deleteTapped(row: Berlin))"),
  event(store, reducer, "reduce(.deleteTapped(row: Berlin))"),
  event(reducer, effect, "run()"),
  event(effect, .useCase, "delete(Berlin)"),
  reply(.useCase, effect, "done"),
  event(effect, store, "send(.cityDeleted(Berlin))"),
  event(store, reducer, "reduce(.cityDeleted(Berlin))"),
  event(reducer, effect, "run()"),
  event(effect, .useCase, "displayCities()"),
  reply(.useCase, effect, "0 cities"),
  event(effect, store, "send(.citiesLoaded(0 cities))"),
  event(store, reducer, "reduce(.citiesLoaded(0 cities))"),
  event(store, .view, "state.content = .empty(\(emptyMessage))"),
]
