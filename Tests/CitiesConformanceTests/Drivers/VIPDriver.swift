import CitiesDomain
import CitiesPresentationWords
import CitiesTestSupport
import CitiesVIP
import CitiesVIPTestSupport
import Testing

/// Drives the VIP scenes as their views do: each view keeps the interactor and the router its
/// configurator returned, sends requests to the one, and routes through the other.
///
/// The view's own part of the loop is played here: it picks a row's city id from the view model
/// on screen, and it calls the router after `selectCity` and once told a chosen city is added.
@MainActor
final class VIPDriver: ScenesDriver {
  private typealias CitiesObjects = (interactor: CitiesInteractor, router: CitiesRouter)
  private typealias AddCityObjects = (interactor: AddCityInteractor, router: AddCityRouter)
  private typealias WeatherObjects = (interactor: CityWeatherInteractor, router: CityWeatherRouter)

  let world: World
  private let citiesDisplay = CitiesDisplayLogicSpy()
  private let citiesDestinations = CitiesDestinationsSpy()
  private let addCityDisplay = AddCityDisplayLogicSpy()
  private let addCityDestinations = AddCityDestinationsSpy()
  private let weatherDisplay = CityWeatherDisplayLogicSpy()
  private let weatherDestinations = CityWeatherDestinationsSpy()
  private var cities: CitiesObjects?
  private var addCity: AddCityObjects?
  private var weather: WeatherObjects?

  init(world: World) {
    self.world = world
  }

  func appearCities() async {
    await citiesScene().interactor.loadCities(request: Cities.LoadCities.Request())
  }

  func retryCities() async {
    await cities?.interactor.loadCities(request: Cities.LoadCities.Request())
  }

  func deleteCity(row: Int) async {
    guard let cityID = cityID(atRow: row, of: citiesDisplay.rowsOnScreen.map(\.id)) else { return }
    await cities?.interactor.deleteCity(request: Cities.DeleteCity.Request(cityID: cityID))
  }

  func selectCity(row: Int) async {
    guard let cityID = cityID(atRow: row, of: citiesDisplay.rowsOnScreen.map(\.id)) else { return }
    cities?.interactor.selectCity(request: Cities.SelectCity.Request(cityID: cityID))
    cities?.router.routeToCityWeather()
  }

  func undoDelete() async {
    await cities?.interactor.undoDelete(request: Cities.UndoDelete.Request())
  }

  func sortCities(by order: CitiesListOrder) async {
    cities?.interactor.sortCities(request: Cities.SortCities.Request(order: order))
  }

  func tapAdd() async {
    cities?.router.routeToAddCity()
  }

  func appearAddCity() async {
    // A VIP search view starts the scene by sending the empty text.
    await addCityScene().interactor.searchCities(request: AddCity.SearchCities.Request(text: ""))
  }

  func changeSearchText(_ text: String) async {
    await addCity?.interactor.searchCities(request: AddCity.SearchCities.Request(text: text))
  }

  func chooseResult(row: Int) async {
    guard let addCity, let cityID = cityID(atRow: row, of: addCityDisplay.rowsOnScreen.map(\.id))
    else {
      return
    }
    let toldBefore = addCityDisplay.messages.count
    await addCity.interactor.chooseCity(request: AddCity.ChooseCity.Request(cityID: cityID))
    if addCityDisplay.messages.dropFirst(toldBefore).contains(.displayChosenCity(.added)) {
      addCity.router.routeToCities()
    }
  }

  func cancelAddCity() async {
    addCity?.router.routeToCities()
  }

  func openWeather(for city: City) async {
    let scene = CityWeatherConfigurator(
      showWeatherUseCase: world.showWeatherUseCase,
      renameCityUseCase: RenameCityUseCaseImplementation(citiesGateway: world.citiesGateway),
      destinations: weatherDestinations
    ).configure(view: weatherDisplay)
    // The city arrives in the scene's data store, as the cities router passes it.
    scene.interactor.city = city
    weatherDisplay.interactor = scene.interactor
    weatherDisplay.router = scene.router
    expectReleased(scene)
    weather = scene
    await scene.interactor.loadWeather(request: CityWeather.LoadWeather.Request())
  }

  func retryWeather() async {
    await weather?.interactor.loadWeather(request: CityWeather.LoadWeather.Request())
  }

  func renameCity(to name: String) async {
    await weather?.interactor.renameCity(request: CityWeather.RenameCity.Request(name: name))
  }

  func closeWeather() async {
    weather?.router.routeToCities()
  }

  var citiesScreen: ShownScreen { ShownScreen(vipCities: citiesDisplay.messages) }

  var addCityScreen: ShownScreen { ShownScreen(vipAddCity: addCityDisplay.messages) }

  var weatherScreen: ShownScreen {
    ShownScreen(vipCityWeather: weatherDisplay.viewModels, renames: weatherDisplay.renames)
  }

  var navigation: [Navigation] {
    let fromCities = citiesDestinations.messages.compactMap { message -> Navigation? in
      switch message {
      case .showCityWeather(let city): city.map(Navigation.cityWeather)
      case .showAddCity: .addCity
      }
    }
    let fromAddCity = Array(
      repeating: Navigation.closedAddCity, count: addCityDestinations.returnCount)
    let fromWeather = Array(
      repeating: Navigation.closedCityWeather, count: weatherDestinations.returnCount)
    return fromCities + fromAddCity + fromWeather
  }

  private func citiesScene() -> CitiesObjects {
    if let cities { return cities }
    let scene = CitiesConfigurator(
      displayCitiesUseCase: world.displayCitiesUseCase,
      deleteCityUseCase: world.deleteCityUseCase,
      restoreCityUseCase: RestoreCityUseCaseImplementation(citiesGateway: world.citiesGateway),
      destinations: citiesDestinations
    ).configure(view: citiesDisplay)
    citiesDisplay.interactor = scene.interactor
    citiesDisplay.router = scene.router
    // The weather's way back leads to this list, as a navigation controller pops back to it.
    weatherDestinations.listScene = (citiesDisplay, scene.interactor)
    expectReleased(scene)
    cities = scene
    return scene
  }

  private func addCityScene() -> AddCityObjects {
    if let addCity { return addCity }
    let scene = AddCityConfigurator(
      searchCitiesUseCase: world.searchCities,
      addCityUseCase: world.addCityUseCase,
      clock: world.clock,
      destinations: addCityDestinations
    ).configure(view: addCityDisplay)
    addCityDisplay.interactor = scene.interactor
    addCityDisplay.router = scene.router
    expectReleased(scene)
    addCity = scene
    return scene
  }

  private func expectReleased(_ scene: (interactor: AnyObject, router: AnyObject)) {
    expectReleasedAfterTest(scene.interactor)
    expectReleasedAfterTest(scene.router)
  }

  private func cityID(atRow row: Int, of ids: [City.ID]) -> City.ID? {
    ids.indices.contains(row) ? ids[row] : nil
  }
}
