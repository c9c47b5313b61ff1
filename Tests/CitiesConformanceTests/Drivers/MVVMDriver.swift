import CitiesDomain
import CitiesMVVM
import CitiesMVVMTestSupport
import CitiesTestSupport
import Testing

/// Drives the MVVM scenes as their views do: each view observes its view model's state and sends
/// it the user's intents, with the row the user touched.
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
  private var cities: Observed<CitiesViewModel, CitiesState>?
  private var addCity: Observed<AddCityViewModel, AddCityState>?
  private var weather: Observed<CityWeatherViewModel, CityWeatherState>?
  private var citiesAlerts: [String] = []
  private var addCityAlerts: [String] = []

  init(world: World) {
    self.world = world
  }

  func appearCities() async {
    await send(.appeared, to: citiesScene())
  }

  func retryCities() async {
    await send(.retryTapped, to: cities?.viewModel)
  }

  func deleteCity(row: Int) async {
    guard let cityRow = rowOnScreen(row) else { return }
    await send(.deleteTapped(row: cityRow), to: cities?.viewModel)
  }

  func selectCity(row: Int) async {
    guard let cityRow = rowOnScreen(row) else { return }
    await send(.cityTapped(row: cityRow), to: cities?.viewModel)
  }

  func tapAdd() async {
    await send(.addTapped, to: cities?.viewModel)
  }

  func appearAddCity() async {
    // An MVVM search shows its idle state from the start, with no event to ask for it.
    _ = addCityScene()
  }

  func changeSearchText(_ text: String) async {
    await send(.queryChanged(text), to: addCity?.viewModel)
  }

  func chooseResult(row: Int) async {
    guard case .results(let rows) = addCity?.viewModel.state, rows.indices.contains(row) else {
      return
    }
    await send(.resultTapped(row: rows[row]), to: addCity?.viewModel)
  }

  func cancelAddCity() async {
    await send(.cancelTapped, to: addCity?.viewModel)
  }

  func openWeather(for city: City) async {
    let viewModel = CityWeatherAssembler(showWeather: world.showWeatherUseCase)
      .makeViewModel(city: city, navigator: weatherNavigator)
    expectReleasedAfterTest(viewModel)
    weather = (viewModel, ObservationSpy { viewModel.state })
    await viewModel.send(.appeared)
  }

  func retryWeather() async {
    await weather?.viewModel.send(.retryTapped)
  }

  func closeWeather() async {
    await weather?.viewModel.send(.backTapped)
  }

  var citiesScreen: ShownScreen {
    ShownScreen(
      mvvmCities: cities?.states.values ?? [], title: cities?.viewModel.title, alerts: citiesAlerts)
  }

  var addCityScreen: ShownScreen {
    ShownScreen(mvvmAddCity: addCity?.states.values ?? [], alerts: addCityAlerts)
  }

  var weatherScreen: ShownScreen {
    ShownScreen(mvvmCityWeather: weather?.states.values ?? [], title: weather?.viewModel.title)
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

  private func send(_ intent: CitiesIntent, to viewModel: CitiesViewModel?) async {
    guard let viewModel else { return }
    await viewModel.send(intent)
    guard let alert = viewModel.alert else { return }
    citiesAlerts.append(alert)
    await viewModel.send(.alertDismissed)
  }

  private func send(_ intent: AddCityIntent, to viewModel: AddCityViewModel?) async {
    guard let viewModel else { return }
    await viewModel.send(intent)
    guard let alert = viewModel.alert else { return }
    addCityAlerts.append(alert)
    await viewModel.send(.alertDismissed)
  }

  private func rowOnScreen(_ row: Int) -> CityRow? {
    guard case .list(let rows) = cities?.viewModel.state, rows.indices.contains(row) else {
      return nil
    }
    return rows[row]
  }

  private func citiesScene() -> CitiesViewModel {
    if let cities { return cities.viewModel }
    let viewModel = CitiesAssembler(
      displayCities: world.displayCitiesUseCase, deleteCity: world.deleteCityUseCase
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
