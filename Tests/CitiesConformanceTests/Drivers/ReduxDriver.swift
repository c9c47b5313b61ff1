import CitiesDomain
import CitiesRedux
import CitiesReduxTestSupport
import CitiesTestSupport
import Testing

/// Drives the Redux scenes as their views do: each view observes its store's state, sends it the
/// user's actions, with the row the user touched, and goes where the state asks to.
///
/// Like a user, the view reads each alert and closes it, so the next alert is news again.
@MainActor
final class ReduxDriver: ScenesDriver {
  let world: World
  private var cities: StoreViewSpy<CitiesState, CitiesAction>?
  private var addCity: StoreViewSpy<AddCityState, AddCityAction>?
  private var weather: StoreViewSpy<CityWeatherState, CityWeatherAction>?
  private var citiesAlerts: [String] = []
  private var addCityAlerts: [String] = []
  private(set) var navigation: [Navigation] = []

  init(world: World) {
    self.world = world
  }

  func appearCities() async {
    await send(.appeared, to: citiesScene())
  }

  func retryCities() async {
    await send(.retryTapped, to: cities)
  }

  func deleteCity(row: Int) async {
    guard let cityRow = rowOnScreen(row) else { return }
    await send(.deleteTapped(row: cityRow), to: cities)
  }

  func selectCity(row: Int) async {
    guard let cityRow = rowOnScreen(row) else { return }
    await send(.cityTapped(row: cityRow), to: cities)
  }

  func tapAdd() async {
    await send(.addTapped, to: cities)
  }

  func appearAddCity() async {
    // A Redux search shows its idle state from the start, with no action to ask for it.
    _ = addCityScene()
  }

  func changeSearchText(_ text: String) async {
    await send(.queryChanged(text), to: addCity)
  }

  func chooseResult(row: Int) async {
    guard case .results(let rows) = addCity?.store.state.content, rows.indices.contains(row)
    else { return }
    await send(.resultTapped(row: rows[row]), to: addCity)
  }

  func cancelAddCity() async {
    await send(.cancelTapped, to: addCity)
  }

  func openWeather(for city: City) async {
    let store = Store(
      initialState: CityWeatherState(city: city),
      reducer: CityWeatherReducer(showWeather: world.showWeatherUseCase))
    expectReleasedAfterTest(store)
    weather = StoreViewSpy(store: store)
    await send(.appeared, to: weather)
  }

  func retryWeather() async {
    await send(.retryTapped, to: weather)
  }

  func closeWeather() async {
    await send(.backTapped, to: weather)
  }

  var citiesScreen: ShownScreen {
    ShownScreen(
      reduxCities: cities?.states ?? [], title: cities?.store.state.title, alerts: citiesAlerts)
  }

  var addCityScreen: ShownScreen {
    ShownScreen(reduxAddCity: addCity?.states ?? [], alerts: addCityAlerts)
  }

  var weatherScreen: ShownScreen {
    ShownScreen(reduxCityWeather: weather?.states ?? [], title: weather?.store.state.title)
  }

  // Navigation is state: a destination the action set, or a scene that asked to close.
  private func send(_ action: CitiesAction, to view: StoreViewSpy<CitiesState, CitiesAction>?)
    async
  {
    guard let store = view?.store else { return }
    let before = store.state.destination
    await store.send(action)
    switch store.state.destination {
    case let destination? where destination != before:
      switch destination {
      case .cityWeather(let city): navigation.append(.cityWeather(city))
      case .addCity: navigation.append(.addCity)
      }
    default: break
    }
    guard let alert = store.state.alert else { return }
    citiesAlerts.append(alert)
    await store.send(.alertDismissed)
  }

  private func send(_ action: AddCityAction, to view: StoreViewSpy<AddCityState, AddCityAction>?)
    async
  {
    guard let store = view?.store else { return }
    let wasClosed = store.state.isClosed
    await store.send(action)
    if store.state.isClosed, !wasClosed { navigation.append(.closedAddCity) }
    guard let alert = store.state.alert else { return }
    addCityAlerts.append(alert)
    await store.send(.alertDismissed)
  }

  private func send(
    _ action: CityWeatherAction, to view: StoreViewSpy<CityWeatherState, CityWeatherAction>?
  ) async {
    guard let store = view?.store else { return }
    let wasClosed = store.state.isClosed
    await store.send(action)
    if store.state.isClosed, !wasClosed { navigation.append(.closedCityWeather) }
  }

  private func rowOnScreen(_ row: Int) -> CityRow? {
    guard case .list(let rows) = cities?.store.state.content, rows.indices.contains(row) else {
      return nil
    }
    return rows[row]
  }

  private func citiesScene() -> StoreViewSpy<CitiesState, CitiesAction> {
    if let cities { return cities }
    let store = Store(
      initialState: CitiesState(),
      reducer: CitiesReducer(
        displayCities: world.displayCitiesUseCase, deleteCity: world.deleteCityUseCase))
    expectReleasedAfterTest(store)
    let view = StoreViewSpy(store: store)
    cities = view
    return view
  }

  private func addCityScene() -> StoreViewSpy<AddCityState, AddCityAction> {
    if let addCity { return addCity }
    let store = Store(
      initialState: AddCityState(),
      reducer: AddCityReducer(
        searchCities: world.searchCities, addCity: world.addCityUseCase, clock: world.clock))
    expectReleasedAfterTest(store)
    let view = StoreViewSpy(store: store)
    addCity = view
    return view
  }
}
