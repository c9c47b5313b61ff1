import CitiesDomain
import CitiesMVVM
import CitiesMVVMTestSupport
import CitiesPresentationWords
import CitiesTestSupport
import Testing

/// Drives the MVVM scenes as their views do: each view observes its view model's state and calls
/// its inputs, with the item the user touched.
///
/// Like a user, the view reads each alert and closes it, so the next alert is news again.
@MainActor
final class MVVMDriver: ScenesDriver {
  private typealias Observed<ViewModel, State> = (
    viewModel: ViewModel, states: ObservationSpy<State>
  )

  let world: World
  private let citiesNavigator = CitiesNavigatorSpy()
  private let addCityNavigator = AddCityNavigatorSpy()
  private let weatherNavigator = CityWeatherNavigatorSpy()
  private let listSettings = CitiesListSettings()
  private var cities: Observed<CitiesViewModel, CitiesState>?
  private var addCity: Observed<AddCityViewModel, AddCityState>?
  private var weather: Observed<CityWeatherViewModel, CityWeatherState>?
  private var citiesAlerts: [String] = []
  private var addCityAlerts: [String] = []
  private var weatherAlerts: [String] = []

  init(world: World) {
    self.world = world
  }

  func appearCities() async {
    let viewModel = citiesScene()
    await viewModel.viewDidAppear()
    readCitiesAlert()
  }

  func retryCities() async {
    await cities?.viewModel.didTapRetry()
    readCitiesAlert()
  }

  func deleteCity(row: Int) async {
    guard let item = itemOnScreen(row) else { return }
    await cities?.viewModel.didDeleteItem(item)
    readCitiesAlert()
  }

  func selectCity(row: Int) async {
    guard let item = itemOnScreen(row) else { return }
    cities?.viewModel.didSelectItem(item)
  }

  func tapAdd() async {
    cities?.viewModel.didTapAdd()
  }

  func sortCities(by order: CitiesListOrder) async {
    cities?.viewModel.didChooseOrder(order)
  }

  func undoDelete() async {
    await cities?.viewModel.didTapUndo()
    readCitiesAlert()
  }

  func appearAddCity() async {
    // An MVVM search shows its idle state from the start, with no event to ask for it.
    _ = addCityScene()
  }

  func changeSearchText(_ text: String) async {
    await addCity?.viewModel.didChangeQuery(text)
    readAddCityAlert()
  }

  func chooseResult(row: Int) async {
    guard case .results(let items) = addCity?.viewModel.state, items.indices.contains(row) else {
      return
    }
    await addCity?.viewModel.didSelectItem(items[row])
    readAddCityAlert()
  }

  func cancelAddCity() async {
    addCity?.viewModel.didCancelSearch()
  }

  func openWeather(for city: City) async {
    // The callback the list handed its navigator, as the app's navigator hands it on.
    let viewModel = CityWeatherAssembler(
      showWeather: world.showWeatherUseCase, renameCity: world.renameCityUseCase
    ).makeViewModel(
      city: city, navigator: weatherNavigator,
      didRenameCity: citiesNavigator.didRenameCity ?? { _ in })
    expectReleasedAfterTest(viewModel)
    weather = (viewModel, ObservationSpy { viewModel.state })
    await viewModel.viewDidAppear()
  }

  func retryWeather() async {
    await weather?.viewModel.didTapRetry()
  }

  func renameCity(to name: String) async {
    await weather?.viewModel.didEnterNewName(name)
    guard let viewModel = weather?.viewModel, let alert = viewModel.alert else { return }
    weatherAlerts.append(alert)
    viewModel.didDismissAlert()
  }

  func closeWeather() async {
    weather?.viewModel.didTapBack()
  }

  var citiesScreen: ShownScreen {
    ShownScreen(
      mvvmCities: cities?.states.values ?? [], title: cities?.viewModel.title, alerts: citiesAlerts)
  }

  var addCityScreen: ShownScreen {
    ShownScreen(mvvmAddCity: addCity?.states.values ?? [], alerts: addCityAlerts)
  }

  var weatherScreen: ShownScreen {
    ShownScreen(
      mvvmCityWeather: weather?.states.values ?? [], title: weather?.viewModel.title,
      alerts: weatherAlerts)
  }

  var navigation: [Navigation] {
    let fromCities = citiesNavigator.messages.map { message -> Navigation in
      switch message {
      case .showCityWeather(let city): .cityWeather(city)
      case .showAddCity: .addCity
      }
    }
    let fromAddCity = addCityNavigator.messages.map { _ in Navigation.closedAddCity }
    let fromWeather = weatherNavigator.messages.map { _ in Navigation.closedCityWeather }
    return fromCities + fromAddCity + fromWeather
  }

  // The user reads the alert an input raised, then closes it.
  private func readCitiesAlert() {
    guard let viewModel = cities?.viewModel, let alert = viewModel.alert else { return }
    citiesAlerts.append(alert)
    viewModel.didDismissAlert()
  }

  private func readAddCityAlert() {
    guard let viewModel = addCity?.viewModel, let alert = viewModel.alert else { return }
    addCityAlerts.append(alert)
    viewModel.didDismissAlert()
  }

  private func itemOnScreen(_ row: Int) -> CityItemViewModel? {
    guard case .list(let items, _) = cities?.viewModel.state, items.indices.contains(row) else {
      return nil
    }
    return items[row]
  }

  private func citiesScene() -> CitiesViewModel {
    if let cities { return cities.viewModel }
    let viewModel = CitiesAssembler(
      displayCities: world.displayCitiesUseCase, deleteCity: world.deleteCityUseCase,
      restoreCity: world.restoreCityUseCase, settings: listSettings
    ).makeViewModel(navigator: citiesNavigator)
    expectReleasedAfterTest(viewModel)
    cities = (viewModel, ObservationSpy { viewModel.state })
    return viewModel
  }

  private func addCityScene() -> AddCityViewModel {
    if let addCity { return addCity.viewModel }
    let viewModel = AddCityAssembler(
      searchCities: world.searchCities, addCity: world.addCityUseCase, clock: world.clock
    ).makeViewModel(navigator: addCityNavigator)
    expectReleasedAfterTest(viewModel)
    addCity = (viewModel, ObservationSpy { viewModel.state })
    return viewModel
  }
}
