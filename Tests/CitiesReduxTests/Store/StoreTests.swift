import CitiesDomain
import CitiesRedux
import CitiesTestSupport
import Observation
import Testing

@MainActor
@Suite("Store", .timeLimit(.minutes(1)), .endsRunWhenHung, .checksReleases)
struct StoreTests {
  @Test(
    "Sending an action runs the reducer, then its effect, and returns once the effect's answer changed the state"
  )
  func sendRunsEffects() async {
    let reducer = CitiesReducer(
      displayCities: DisplayCitiesUseCaseStub(result: .success([anyCity()])),
      deleteCity: DeleteCityUseCaseSpy())
    let store = Store(initialState: CitiesState(), reducer: reducer)
    expectReleasedAfterTest(store)

    await store.send(.appeared)

    #expect(store.state.content == .list(rows: [berlinRow()]))
    #expect(store.state.cities == [anyCity()])
  }

  @Test("A view observing the state hears of a change, and of no action that changes nothing")
  func observation() async {
    let reducer = CitiesReducer(
      displayCities: DisplayCitiesUseCaseStub(), deleteCity: DeleteCityUseCaseSpy())
    let store = Store(initialState: CitiesState(), reducer: reducer)
    expectReleasedAfterTest(store)
    let changes = LockedValue(0)
    withObservationTracking {
      _ = store.state
    } onChange: {
      changes.withLock { $0 += 1 }
    }

    await store.send(.alertDismissed)
    #expect(changes.withLock { $0 } == 0)
    await store.send(.addTapped)

    #expect(changes.withLock { $0 } == 1)
  }

  @Test(
    "A store whose search still waits is released with its scene, and cancels nothing it should not"
  )
  func releasedWhileEffectRuns() async {
    let clock = TestClock()
    let reducer = AddCityReducer(
      searchCities: SearchCitiesUseCaseSpy(), addCity: AddCityUseCaseSpy(), clock: clock)
    let store = Store(initialState: AddCityState(), reducer: reducer)
    expectReleasedAfterTest(store)
    let typing = Task { await store.send(.queryChanged("Berlin")) }
    await clock.sleepers(count: 1)

    typing.cancel()
    await typing.value

    #expect(clock.sleeperCount == 0)
  }
}
