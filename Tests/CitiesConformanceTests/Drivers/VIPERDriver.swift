import CitiesDomain
import CitiesTestSupport
import CitiesVIPER
import Testing

/// Drives the VIPER modules as their views do: each view keeps the presenter its module builder
/// returned and tells it every event, a row's by the id of the item on screen.
@MainActor
final class VIPERDriver: ScenesDriver {
  let world: World
  private let citiesView = VIPERCitiesViewSpy()
  private let addCityView = VIPERAddCityViewSpy()
  private let weatherView = VIPERCityWeatherViewSpy()
  // One navigator spy a module, so each scene's moves can be told apart.
  private let citiesNavigator = AppNavigatorSpy()
  private let addCityNavigator = AppNavigatorSpy()
  private let weatherNavigator = AppNavigatorSpy()

  init(world: World) {
    self.world = world
  }

  func appearCities() async {
    await citiesModule().viewWillAppear()
  }

  func retryCities() async {
    await citiesView.eventHandler?.didTapRetry()
  }

  func deleteCity(row: Int) async {
    guard let id = id(atRow: row, of: citiesView.itemsOnScreen) else { return }
    await citiesView.eventHandler?.didTapDelete(cityID: id)
  }

  func selectCity(row: Int) async {
    guard let id = id(atRow: row, of: citiesView.itemsOnScreen) else { return }
    citiesView.eventHandler?.didSelect(cityID: id)
  }

  func tapAdd() async {
    citiesView.eventHandler?.didTapAdd()
  }

  func appearAddCity() async {
    addCityModule().viewIsReady()
  }

  func changeSearchText(_ text: String) async {
    await addCityView.eventHandler?.didType(text)
  }

  func chooseResult(row: Int) async {
    guard let id = id(atRow: row, of: addCityView.itemsOnScreen) else { return }
    await addCityView.eventHandler?.didChoose(cityID: id)
  }

  func cancelAddCity() async {
    addCityView.eventHandler?.didTapCancel()
  }

  func openWeather(for city: City) async {
    let presenter = CityWeatherModuleBuilder.build(
      view: weatherView, city: city, navigator: weatherNavigator,
      showWeatherUseCase: world.showWeatherUseCase)
    weatherView.eventHandler = presenter
    expectReleasedAfterTest(presenter)
    await presenter.viewIsReady()
  }

  func retryWeather() async {
    await weatherView.eventHandler?.didTapRetry()
  }

  func closeWeather() async {
    weatherView.eventHandler?.didTapBack()
  }

  var citiesScreen: ShownScreen { ShownScreen(viperCities: citiesView.messages) }

  var addCityScreen: ShownScreen { ShownScreen(viperAddCity: addCityView.messages) }

  var weatherScreen: ShownScreen { ShownScreen(viperCityWeather: weatherView.messages) }

  var navigation: [Navigation] {
    let fromCities = citiesNavigator.messages.compactMap { message -> Navigation? in
      switch message {
      case .showCityWeather(let city): .cityWeather(city)
      case .showAddCity: .addCity
      case .showCities: nil
      }
    }
    let fromAddCity = addCityNavigator.messages.map { _ in Navigation.closedAddCity }
    let fromWeather = weatherNavigator.messages.map { _ in Navigation.closedCityWeather }
    return fromCities + fromAddCity + fromWeather
  }

  private func citiesModule() -> any CitiesEventHandler {
    if let presenter = citiesView.eventHandler { return presenter }
    let presenter = CitiesModuleBuilder.build(
      view: citiesView, navigator: citiesNavigator,
      displayCitiesUseCase: world.displayCitiesUseCase,
      deleteCityUseCase: world.deleteCityUseCase)
    citiesView.eventHandler = presenter
    expectReleasedAfterTest(presenter)
    return presenter
  }

  private func addCityModule() -> any AddCityEventHandler {
    if let presenter = addCityView.eventHandler { return presenter }
    let presenter = AddCityModuleBuilder.build(
      view: addCityView, navigator: addCityNavigator, searchCitiesUseCase: world.searchCities,
      addCityUseCase: world.addCityUseCase, clock: world.clock)
    addCityView.eventHandler = presenter
    expectReleasedAfterTest(presenter)
    return presenter
  }

  private func id(atRow row: Int, of items: [CityListItem]) -> City.ID? {
    items.indices.contains(row) ? items[row].id : nil
  }
}
