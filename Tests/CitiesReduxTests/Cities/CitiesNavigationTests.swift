import CitiesDomain
import CitiesPresentationWords
import CitiesRedux
import CitiesReduxTestSupport
import CitiesTestSupport
import Testing

@MainActor
@Suite(
  "Cities reducer: the child scenes it presents", .timeLimit(.minutes(1)), .endsRunWhenHung,
  .checksReleases)
struct CitiesNavigationTests {
  @Test(
    "Selecting a row presents its city's weather, the city passed forward in the state", .tags(.l8))
  func selectRow() async {
    let (reducer, _) = makeSUT()

    await withTestStore(initialState: listed([anyCity(), otherCity()]), reducer: reducer) { store in
      await store.send(.cityTapped(row: londonRow())) {
        $0.destination = .cityWeather(CityWeatherState(city: otherCity()))
      }
    }
  }

  @Test("Add presents the search, inviting the user to type", .tags(.l9))
  func add() async {
    let (reducer, _) = makeSUT()

    await withTestStore(initialState: listed([anyCity()]), reducer: reducer) { store in
      await store.send(.addTapped) { $0.destination = .addCity(AddCityState()) }
    }
  }

  @Test("The weather presented runs inside the list: its report lands in the list's state")
  func weatherRunsInsideTheList() async {
    let (reducer, _) = makeSUT()
    var state = listed([anyCity()])
    state.destination = .cityWeather(CityWeatherState(city: anyCity()))

    await withTestStore(initialState: state, reducer: reducer) { store in
      await store.send(.destination(.cityWeather(.appeared)))
      await store.receive(.destination(.cityWeather(.weatherLoaded(anyWeatherReport())))) {
        $0.destination = .cityWeather(
          CityWeatherState(
            city: anyCity(), content: .report(CityWeatherState.Report(anyWeatherReport()))))
      }
    }
  }

  @Test("Back from the weather is the list's dismissal: the list presents nothing", .tags(.w6))
  func backFromWeather() async {
    let (reducer, _) = makeSUT()
    var state = listed([anyCity()])
    state.destination = .cityWeather(CityWeatherState(city: anyCity()))

    await withTestStore(initialState: state, reducer: reducer) { store in
      await store.send(.destinationDismissed) { $0.destination = nil }
    }
  }

  @Test(
    "The city the search saved comes back to the list, which dismisses the search",
    .tags(.s9))
  func cityAddedComesBack() async {
    let (reducer, addCity) = makeSUT()
    var state = listed([anyCity()])
    state.destination = .addCity(
      AddCityState(content: .results(rows: [londonRow()]), results: [otherCity()]))

    await withTestStore(initialState: state, reducer: reducer) { store in
      await store.send(.destination(.addCity(.resultTapped(row: londonRow()))))
      await store.receive(.destination(.addCity(.delegate(.cityAdded(otherCity()))))) {
        $0.destination = nil
      }
    }
    #expect(await addCity.receivedParameters.map(\.city) == [otherCity()])
  }

  @Test("Cancelling the search dismisses it, and its waiting search never goes out", .tags(.s12))
  func cancelSearch() async {
    let clock = TestClock()
    let searchCities = SearchCitiesUseCaseSpy(result: .success([anyCity()]))
    let (reducer, _) = makeSUT(searchCities: searchCities, clock: clock)
    var state = listed([anyCity()])
    state.destination = .addCity(AddCityState())

    await withTestStore(initialState: state, reducer: reducer) { store in
      await store.send(.destination(.addCity(.queryChanged("Berlin"))))
      await clock.sleepers(count: 1)
      await store.send(.destinationDismissed) { $0.destination = nil }
    }
    #expect(await searchCities.searchedTexts.isEmpty)
  }

  @Test("A late action of a scene no longer presented changes nothing")
  func lateChildAction() async {
    let (reducer, _) = makeSUT()
    var state = listed([anyCity()])
    state.destination = .addCity(AddCityState())

    await withTestStore(initialState: state, reducer: reducer) { store in
      await store.send(.destination(.cityWeather(.loadFailed(reason: "Late."))))
      await store.send(.destinationDismissed) { $0.destination = nil }
      await store.send(.destination(.addCity(.alertDismissed)))
    }
  }

  private func makeSUT(
    searchCities: SearchCitiesUseCaseSpy = SearchCitiesUseCaseSpy(),
    clock: TestClock = TestClock()
  ) -> (reducer: CitiesReducer, addCity: AddCityUseCaseSpy) {
    let addCity = AddCityUseCaseSpy()
    let destination = CitiesDestination(
      cityWeather: CityWeatherReducer(
        showWeather: ShowWeatherUseCaseSpy(), renameCity: RenameCityUseCaseSpy()),
      addCity: AddCityReducer(searchCities: searchCities, addCity: addCity, clock: clock))
    let reducer = CitiesReducer(
      displayCities: DisplayCitiesUseCaseStub(), deleteCity: DeleteCityUseCaseSpy(),
      restoreCity: RestoreCityUseCaseSpy(), destination: destination)
    return (reducer, addCity)
  }
}
