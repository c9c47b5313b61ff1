import CitiesRedux
import CitiesTerminalKit

/// Redux's composer: each scene a store on its reducer, every view asking one navigator for the
/// scene its state names.
@MainActor
struct ReduxComposer: SceneComposer {
  static let roles: Roles = (
    useCaseCaller: .effect, viewPeer: .store, navigation: .navigator, navigationCaller: .view
  )

  let dependencies: FeatureDependencies
  let navigation: ReduxTerminalNavigator

  func makeScene(for destination: SceneDestination) -> TerminalView {
    switch destination {
    case .savedCities:
      let reducer = CitiesReducer(
        displayCities: dependencies.displayCitiesUseCase, deleteCity: dependencies.deleteCityUseCase
      )
      return ReduxCitiesTerminalView(
        screen: .savedCities(), trace: viewTrace, store: store(CitiesState(), reducer),
        navigator: navigation)
    case .addCity:
      let reducer = AddCityReducer(
        searchCities: dependencies.searchCitiesUseCase, addCity: dependencies.addCityUseCase,
        clock: dependencies.clock)
      return ReduxAddCityTerminalView(
        screen: .addCity(), trace: viewTrace, store: store(AddCityState(), reducer),
        navigator: navigation)
    case .cityWeather(let city):
      let reducer = CityWeatherReducer(showWeather: dependencies.showWeatherUseCase)
      return ReduxCityWeatherTerminalView(
        screen: .cityWeather(named: city.name), trace: viewTrace,
        store: store(CityWeatherState(city: city), reducer), navigator: navigation)
    }
  }

  // The scene's store, on its reducer or, while tracing is on, on the reducer's trace.
  private func store<SceneReducer: Reducer>(
    _ initialState: SceneReducer.State, _ reducer: SceneReducer
  ) -> Store<SceneReducer.State, SceneReducer.Action> {
    guard let traceLog = dependencies.traceLog else {
      return Store(initialState: initialState, reducer: reducer)
    }
    return Store(
      initialState: initialState, reducer: ReduxReducerTrace(reducer, traceLog: traceLog))
  }
}
