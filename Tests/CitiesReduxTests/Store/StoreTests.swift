import CitiesDomain
import CitiesPresentationWords
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
    let store = makeSUT()

    await store.send(.appeared)

    #expect(store.state.content == .list(rows: [berlinRow()]))
    #expect(store.state.cities == [anyCity()])
  }

  @Test("A view observing the state hears of a change, and of no action that changes nothing")
  func observation() async {
    let store = makeSUT()
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
    let store = makeSUT(clock: clock)
    await store.send(.addTapped)
    let typing = Task { await store.send(.destination(.addCity(.queryChanged("Berlin")))) }
    await clock.sleepers(count: 1)

    typing.cancel()
    await typing.value

    #expect(clock.sleeperCount == 0)
  }

  @Test(
    "A scoped store reads the child's part of the state and sends its actions to the app's store")
  func scopedStore() async throws {
    let store = makeSUT()
    await store.send(.appeared)
    await store.send(.cityTapped(row: berlinRow()))

    let weather = try #require(makeScope(of: store))
    await weather.send(.appeared)

    #expect(weather.state.content == .report(CityWeatherState.Report(anyWeatherReport())))
    #expect(store.state.destination == .cityWeather(weather.state))
  }

  @Test("A scoped store follows every change of the state it reads, not only the first")
  func scopedStoreFollowsEveryChange() async {
    let store = makeSUT()
    let list = store.scope(state: \.self) { $0 }

    await store.send(.appeared)
    await store.send(.addTapped)

    #expect(list.state == store.state)
    #expect(list.state.destination == .addCity(AddCityState()))
  }

  @Test(
    "A scoped store is made only while the state presents its part, and keeps it once dismissed")
  func scopedStoreOfAPartGone() async throws {
    let store = makeSUT()
    #expect(makeScope(of: store) == nil)
    await store.send(.appeared)
    await store.send(.cityTapped(row: berlinRow()))
    let weather = try #require(makeScope(of: store))

    await store.send(.destinationDismissed)

    #expect(store.state.destination == nil)
    #expect(weather.state == CityWeatherState(city: anyCity()))
  }

  @Test("A scoped store of the search is made while the list presents the search, and only then")
  func scopedSearchStore() async throws {
    let store = makeSUT()
    #expect(makeSearchScope(of: store) == nil)

    await store.send(.addTapped)

    let search = try #require(makeSearchScope(of: store))
    #expect(search.state == AddCityState())
  }

  private func makeSUT(clock: TestClock = TestClock()) -> Store<CitiesState, CitiesAction> {
    let destination = CitiesDestination(
      cityWeather: CityWeatherReducer(
        showWeather: ShowWeatherUseCaseSpy(), renameCity: RenameCityUseCaseSpy()),
      addCity: AddCityReducer(
        searchCities: SearchCitiesUseCaseSpy(), addCity: AddCityUseCaseSpy(), clock: clock))
    let reducer = CitiesReducer(
      displayCities: DisplayCitiesUseCaseStub(result: .success([anyCity()])),
      deleteCity: DeleteCityUseCaseSpy(), restoreCity: RestoreCityUseCaseSpy(),
      destination: destination)
    let store = Store(initialState: CitiesState(), reducer: reducer)
    expectReleasedAfterTest(store)
    return store
  }

  private func makeScope(
    of store: Store<CitiesState, CitiesAction>
  ) -> Store<CityWeatherState, CityWeatherAction>? {
    let weather = store.scope(
      state: { $0.destination?.cityWeather }, action: { .destination(.cityWeather($0)) })
    if let weather { expectReleasedAfterTest(weather) }
    return weather
  }

  private func makeSearchScope(
    of store: Store<CitiesState, CitiesAction>
  ) -> Store<AddCityState, AddCityAction>? {
    let search = store.scope(
      state: { $0.destination?.addCity }, action: { .destination(.addCity($0)) })
    if let search { expectReleasedAfterTest(search) }
    return search
  }
}
