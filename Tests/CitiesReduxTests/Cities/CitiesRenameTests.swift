import CitiesDomain
import CitiesRedux
import CitiesReduxTestSupport
import CitiesTestSupport
import Testing

@MainActor
@Suite(
  "Cities reducer: a rename the weather reports", .timeLimit(.minutes(1)), .endsRunWhenHung,
  .checksReleases)
struct CitiesRenameTests {
  @Test(
    "The weather's rename reaches the list's rows at once, and back shows them with no loading state",
    .tags(.w10))
  func renameComesBack() async {
    let mitte = anyCity(name: "Berlin-Mitte")
    let reducer = makeSUT(saved: [mitte, otherCity()])
    var state = listed([anyCity(), otherCity()])
    state.destination = .cityWeather(CityWeatherState(city: anyCity()))

    await withTestStore(initialState: state, reducer: reducer) { store in
      await store.send(.destination(.cityWeather(.renameSubmitted("Berlin-Mitte"))))
      await store.receive(.destination(.cityWeather(.renamed(mitte)))) {
        $0.destination = .cityWeather(CityWeatherState(city: mitte))
      }
      await store.receive(.destination(.cityWeather(.delegate(.cityRenamed(mitte))))) {
        $0.cities = [mitte, otherCity()]
        $0.content = .list(rows: [CityRow(city: mitte), londonRow()])
        $0.rowsAreCurrent = true
      }
      await store.send(.destinationDismissed) { $0.destination = nil }
      await store.send(.appeared) { $0.rowsAreCurrent = false }
      await store.receive(.citiesLoaded([mitte, otherCity()]))
    }
  }

  @Test("A renamed city takes its place in the order chosen", .tags(.w10, .l13))
  func renamedCityIsSorted() async {
    let zurich = anyCity(name: "Zurich")
    let reducer = makeSUT(saved: [zurich, otherCity()])
    var state = listed([anyCity(), otherCity()])
    state.order = .name
    state.destination = .cityWeather(CityWeatherState(city: zurich))

    await withTestStore(initialState: state, reducer: reducer) { store in
      await store.send(.destination(.cityWeather(.delegate(.cityRenamed(zurich))))) {
        $0.cities = [zurich, otherCity()]
        $0.content = .list(rows: [londonRow(), CityRow(city: zurich)])
        $0.rowsAreCurrent = true
      }
    }
  }

  private func makeSUT(saved: [City]) -> CitiesReducer {
    let destination = CitiesDestination(
      cityWeather: CityWeatherReducer(
        showWeather: ShowWeatherUseCaseSpy(), renameCity: RenameCityUseCaseSpy()),
      addCity: AddCityReducer(searchCities: SearchCitiesUseCaseSpy(), addCity: AddCityUseCaseSpy()))
    return CitiesReducer(
      displayCities: DisplayCitiesUseCaseStub(result: .success(saved)),
      deleteCity: DeleteCityUseCaseSpy(), restoreCity: RestoreCityUseCaseSpy(),
      destination: destination)
  }
}
