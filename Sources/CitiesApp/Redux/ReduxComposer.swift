import CitiesDomain
import CitiesRedux

/// Redux's composer: each scene a store on its reducer, every view asking one navigator for the
/// scene its state names.
enum ReduxComposer: SceneComposer {
  typealias Navigation = ReduxTerminalNavigator

  static func makeSavedCities(_ wiring: Wiring) -> TerminalView {
    let reducer = CitiesReducer(
      displayCities: wiring.dependencies.displayCitiesUseCase,
      deleteCity: wiring.dependencies.deleteCityUseCase)
    return ReduxCitiesTerminalView(
      screen: .savedCities(), trace: wiring.viewTrace,
      store: store(CitiesState(), reducer, wiring), navigator: wiring.navigation)
  }

  static func makeAddCity(_ wiring: Wiring) -> TerminalView {
    let reducer = AddCityReducer(
      searchCities: wiring.dependencies.searchCitiesUseCase,
      addCity: wiring.dependencies.addCityUseCase, clock: wiring.dependencies.clock)
    return ReduxAddCityTerminalView(
      screen: .addCity(), trace: wiring.viewTrace,
      store: store(AddCityState(), reducer, wiring), navigator: wiring.navigation)
  }

  static func makeCityWeather(for city: City, _ wiring: Wiring) -> TerminalView {
    let reducer = CityWeatherReducer(showWeather: wiring.dependencies.showWeatherUseCase)
    return ReduxCityWeatherTerminalView(
      screen: .cityWeather(named: city.name), trace: wiring.viewTrace,
      store: store(CityWeatherState(city: city), reducer, wiring), navigator: wiring.navigation)
  }

  // The scene's store, on its reducer or, while tracing is on, on the reducer's trace.
  private static func store<SceneReducer: Reducer>(
    _ initialState: SceneReducer.State, _ reducer: SceneReducer, _ wiring: Wiring
  ) -> Store<SceneReducer.State, SceneReducer.Action> {
    guard let traceLog = wiring.dependencies.traceLog else {
      return Store(initialState: initialState, reducer: reducer)
    }
    return Store(
      initialState: initialState, reducer: ReduxReducerTrace(reducer, traceLog: traceLog))
  }
}
