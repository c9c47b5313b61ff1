import CitiesDomain
import CitiesPresentationWords
import CitiesRedux
import CitiesReduxTestSupport
import CitiesTestSupport
import Testing

@MainActor
@Suite(
  "Cities reducer: the order the rows show in", .timeLimit(.minutes(1)), .endsRunWhenHung,
  .checksReleases)
struct CitiesOrderTests {
  @Test(
    "Sorting by name shows the rows by name and says so, the cities behind them kept as saved",
    .tags(.l11))
  func sortByName() async {
    let (reducer, _, _) = makeSUT()

    await withTestStore(initialState: listed([otherCity(), anyCity()]), reducer: reducer) {
      store in
      await store.send(.orderChosen(.name)) {
        $0.order = .name
        $0.content = .list(rows: [berlinRow(), londonRow()])
      }
      #expect(store.state.title == "Saved cities (2), by name")
    }
  }

  @Test("Sorting in the order added shows the rows as saved again, and says so", .tags(.l12))
  func sortInOrderAdded() async {
    let (reducer, _, _) = makeSUT()

    await withTestStore(initialState: sortedByName(), reducer: reducer) { store in
      await store.send(.orderChosen(.added)) {
        $0.order = .added
        $0.content = .list(rows: [londonRow(), berlinRow()])
      }
      #expect(store.state.title == "Saved cities (2), in the order added")
    }
  }

  @Test(
    "The order chosen lasts through a return to the list, which an add comes back by",
    .tags(.l13))
  func orderLastsThroughAReturn() async {
    let (reducer, displayCities, _) = makeSUT()
    let aachen = anyCity(id: 1, name: "Aachen")
    await displayCities.answer(with: .success([otherCity(), anyCity(), aachen]))

    await withTestStore(initialState: sortedByName(), reducer: reducer) { store in
      await store.send(.appeared) { $0.content = .loading }
      await store.receive(.citiesLoaded([otherCity(), anyCity(), aachen])) {
        $0.cities = [otherCity(), anyCity(), aachen]
        $0.content = .list(rows: [CityRow(city: aachen), berlinRow(), londonRow()])
      }
    }
  }

  @Test("The order chosen lasts through a delete", .tags(.l13))
  func orderLastsThroughADelete() async {
    let (reducer, displayCities, _) = makeSUT()
    let zurich = anyCity(id: 1, name: "Zurich")
    await displayCities.answer(with: .success([otherCity(), anyCity()]))
    var state = listed([otherCity(), zurich, anyCity()])
    state.order = .name
    state.content = .list(rows: [berlinRow(), londonRow(), CityRow(city: zurich)])

    await withTestStore(initialState: state, reducer: reducer) { store in
      await store.send(.deleteTapped(row: CityRow(city: zurich)))
      await store.receive(.cityDeleted(zurich)) {
        $0.deleted = DeletedCity(city: zurich, position: 1)
      }
      await store.receive(.citiesLoaded([otherCity(), anyCity()])) {
        $0.cities = [otherCity(), anyCity()]
        $0.content = .list(rows: [berlinRow(), londonRow()])
      }
    }
  }

  @Test("A sort while no row shows keeps what shows, and the rows come in the order chosen")
  func sortWithoutRows() async {
    let (reducer, _, _) = makeSUT()
    let failed = CitiesState(content: .error(message: "Could not load your cities: Gone."))

    await withTestStore(initialState: failed, reducer: reducer) { store in
      await store.send(.orderChosen(.name)) { $0.order = .name }
      await store.send(.retryTapped) { $0.content = .loading }
      await store.receive(.citiesLoaded([otherCity(), anyCity()])) {
        $0.cities = [otherCity(), anyCity()]
        $0.content = .list(rows: [berlinRow(), londonRow()])
      }
    }
  }

  // London then Berlin as saved, shown by name.
  private func sortedByName() -> CitiesState {
    var state = listed([otherCity(), anyCity()])
    state.order = .name
    state.content = .list(rows: [berlinRow(), londonRow()])
    return state
  }

  private func makeSUT() -> (
    reducer: CitiesReducer, displayCities: DisplayCitiesUseCaseStub,
    deleteCity: DeleteCityUseCaseSpy
  ) {
    let displayCities = DisplayCitiesUseCaseStub(result: .success([otherCity(), anyCity()]))
    let deleteCity = DeleteCityUseCaseSpy()
    let reducer = CitiesReducer(
      displayCities: displayCities, deleteCity: deleteCity, restoreCity: RestoreCityUseCaseSpy(),
      destination: anyDestination())
    return (reducer, displayCities, deleteCity)
  }
}
