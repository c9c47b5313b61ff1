import CitiesDomain
import CitiesRedux

/// Redux's composer: one store for the app, which the navigator keeps, and each scene's view on a
/// store scoped from it, so the list's state holds the child scene it presents.
enum ReduxComposer: SceneComposer {
  typealias Navigation = ReduxTerminalNavigator

  static func makeSavedCities(_ wiring: Wiring) -> TerminalView {
    let list: Store<CitiesState, CitiesAction> = appStore(wiring).scope(state: \.self) { $0 }
    return ReduxCitiesTerminalView(
      screen: .savedCities(), trace: wiring.viewTrace, store: list, navigator: wiring.navigation)
  }

  static func makeAddCity(_ wiring: Wiring) -> TerminalView {
    let search = appStore(wiring).scope(state: \.destination?.addCity) {
      .destination(.addCity($0))
    }
    guard let search else { return makeSavedCities(wiring) }
    return ReduxAddCityTerminalView(
      screen: .addCity(), trace: wiring.viewTrace, store: search, navigator: wiring.navigation)
  }

  // The city came forward in the list's state, which the weather's store reads.
  static func makeCityWeather(for city: City, _ wiring: Wiring) -> TerminalView {
    let weather = appStore(wiring).scope(state: \.destination?.cityWeather) {
      .destination(.cityWeather($0))
    }
    guard let weather else { return makeSavedCities(wiring) }
    return ReduxCityWeatherTerminalView(
      screen: .cityWeather(named: weather.state.title), trace: wiring.viewTrace, store: weather,
      navigator: wiring.navigation)
  }

  // The app's one store, made with the first scene; while tracing is on, on the reducer's trace.
  private static func appStore(_ wiring: Wiring) -> Store<CitiesState, CitiesAction> {
    if let store = wiring.navigation.store { return store }
    let dependencies = wiring.dependencies
    let reducer = CitiesReducer(
      displayCities: dependencies.displayCitiesUseCase, deleteCity: dependencies.deleteCityUseCase,
      restoreCity: dependencies.restoreCityUseCase,
      destination: CitiesDestination(
        cityWeather: CityWeatherReducer(
          showWeather: dependencies.showWeatherUseCase,
          renameCity: dependencies.renameCityUseCase),
        addCity: AddCityReducer(
          searchCities: dependencies.searchCitiesUseCase, addCity: dependencies.addCityUseCase,
          clock: dependencies.clock)))
    let store = dependencies.traceLog.map {
      Store(initialState: CitiesState(), reducer: ReduxReducerTrace(base: reducer, log: $0))
    }
    wiring.navigation.store = store ?? Store(initialState: CitiesState(), reducer: reducer)
    return appStore(wiring)
  }
}
