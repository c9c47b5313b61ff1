import CitiesDomain
import CitiesPresentationWords
import CitiesRedux
import CitiesReduxTestSupport
import CitiesTestSupport
import Testing

/// Drives the Redux scenes as their views do: one store holds the app's state, the list's with
/// the child scene it presents inside it; each view observes its part and sends its actions, with
/// the row the user touched, and a move between scenes is a change of the presented child.
///
/// Like a user, the view reads each alert and closes it, so the next alert is news again.
@MainActor
final class ReduxDriver: ScenesDriver {
  let world: World
  private var app: StoreViewSpy<CitiesState, CitiesAction>?
  // Which scenes came on screen: a scene the state presents shows only once its view appears.
  private var listAppeared = false
  private var searchAppeared = false
  private var weatherAppeared = false
  private var citiesAlerts: [String] = []
  private var addCityAlerts: [String] = []
  private var weatherAlerts: [String] = []
  private(set) var navigation: [Navigation] = []

  init(world: World) {
    self.world = world
  }

  func appearCities() async {
    listAppeared = true
    await send(.appeared)
  }

  func retryCities() async {
    await send(.retryTapped)
  }

  func deleteCity(row: Int) async {
    guard let cityRow = rowOnScreen(row) else { return }
    await send(.deleteTapped(row: cityRow))
  }

  func selectCity(row: Int) async {
    guard let cityRow = rowOnScreen(row) else { return }
    await send(.cityTapped(row: cityRow))
  }

  func sortCities(by order: CitiesListOrder) async {
    await send(.orderChosen(order))
  }

  func undoDelete() async {
    await send(.undoTapped)
  }

  func tapAdd() async {
    await send(.addTapped)
  }

  func appearAddCity() async {
    // A Redux search shows its idle state from the start, with no action to ask for it; a search
    // not reached from the list is presented as the list would present it.
    searchAppeared = true
    let store = appStore().store
    guard store.state.destination?.addCity == nil else { return }
    await store.send(.addTapped)
  }

  func changeSearchText(_ text: String) async {
    await send(.destination(.addCity(.queryChanged(text))))
  }

  func chooseResult(row: Int) async {
    guard case .results(let rows) = app?.store.state.destination?.addCity?.content,
      rows.indices.contains(row)
    else { return }
    await send(.destination(.addCity(.resultTapped(row: rows[row]))))
  }

  func cancelAddCity() async {
    await send(.destinationDismissed)
  }

  func openWeather(for city: City) async {
    weatherAppeared = true
    // A weather not reached from the list is presented with its city, as the list would.
    if app == nil {
      _ = appStore(CitiesState(destination: .cityWeather(CityWeatherState(city: city))))
    } else if let row = rowOnScreen(of: city) {
      await app?.store.send(.cityTapped(row: row))
    }
    await send(.destination(.cityWeather(.appeared)))
  }

  func retryWeather() async {
    await send(.destination(.cityWeather(.retryTapped)))
  }

  func renameCity(to name: String) async {
    await send(.destination(.cityWeather(.renameSubmitted(name))))
  }

  func closeWeather() async {
    await send(.destinationDismissed)
  }

  var citiesScreen: ShownScreen {
    guard listAppeared, let app else { return ShownScreen(reduxCities: [], title: nil, alerts: []) }
    return ShownScreen(reduxCities: app.states, title: app.store.state.title, alerts: citiesAlerts)
  }

  var addCityScreen: ShownScreen {
    let states = searchAppeared ? app?.states.compactMap { $0.destination?.addCity } ?? [] : []
    return ShownScreen(reduxAddCity: states, alerts: addCityAlerts)
  }

  var weatherScreen: ShownScreen {
    let states =
      weatherAppeared ? app?.states.compactMap { $0.destination?.cityWeather } ?? [] : []
    return ShownScreen(
      reduxCityWeather: states, title: states.last?.title, alerts: weatherAlerts)
  }

  // Navigation is state: the child the list presents, before the action and after it.
  private func send(_ action: CitiesAction) async {
    guard let store = app?.store ?? (listAppeared ? appStore().store : nil) else { return }
    let before = store.state.destination
    await store.send(action)
    switch (before, store.state.destination) {
    case (nil, .cityWeather(let weather)?): navigation.append(.cityWeather(weather.city))
    case (nil, .addCity?): navigation.append(.addCity)
    case (.addCity?, nil): navigation.append(.closedAddCity)
    case (.cityWeather?, nil): navigation.append(.closedCityWeather)
    default: break
    }
    if let alert = store.state.alert {
      citiesAlerts.append(alert)
      await store.send(.alertDismissed)
    }
    if let alert = store.state.destination?.addCity?.alert {
      addCityAlerts.append(alert)
      await store.send(.destination(.addCity(.alertDismissed)))
    }
    if let alert = store.state.destination?.cityWeather?.alert {
      weatherAlerts.append(alert)
      await store.send(.destination(.cityWeather(.alertDismissed)))
    }
  }

  private func rowOnScreen(_ row: Int) -> CityRow? {
    guard case .list(let rows) = app?.store.state.content, rows.indices.contains(row) else {
      return nil
    }
    return rows[row]
  }

  private func rowOnScreen(of city: City) -> CityRow? {
    guard case .list(let rows) = app?.store.state.content else { return nil }
    return rows.first { $0.id == city.id }
  }

  private func appStore(
    _ initialState: CitiesState = CitiesState()
  ) -> StoreViewSpy<CitiesState, CitiesAction> {
    if let app { return app }
    let destination = CitiesDestination(
      cityWeather: CityWeatherReducer(
        showWeather: world.showWeatherUseCase,
        renameCity: RenameCityUseCaseImplementation(citiesGateway: world.citiesGateway)),
      addCity: AddCityReducer(
        searchCities: world.searchCities, addCity: world.addCityUseCase, clock: world.clock))
    let store = Store(
      initialState: initialState,
      reducer: CitiesReducer(
        displayCities: world.displayCitiesUseCase, deleteCity: world.deleteCityUseCase,
        restoreCity: RestoreCityUseCaseImplementation(citiesGateway: world.citiesGateway),
        destination: destination))
    expectReleasedAfterTest(store)
    let view = StoreViewSpy(store: store)
    app = view
    return view
  }
}
