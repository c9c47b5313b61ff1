import CitiesDomain
import CitiesMVP
import CitiesMVPTestSupport
import CitiesPresentationWords
import CitiesTestSupport
import Testing

/// Drives the MVP scenes as their views do: each view owns the presenter its configurator made,
/// and every user event is the presenter method an MVP view calls.
@MainActor
final class MVPDriver: ScenesDriver {
  let world: World
  private let citiesRouter = CitiesRouterSpy()
  private let addCityRouter = AddCityRouterSpy()
  private let weatherRouter = CityWeatherRouterSpy()
  // The app keeps the list's order for every list scene; the driver keeps it as long as itself.
  private let listOrder = CitiesListOrderSetting()
  private var citiesView: CitiesViewSpy?
  private var addCityView: AddCityViewSpy?
  private var weatherView: CityWeatherViewSpy?
  private var renamedCity: City?

  init(world: World) {
    self.world = world
  }

  func appearCities() async {
    await citiesScene().presenter?.viewDidAppear()
  }

  func retryCities() async {
    await citiesView?.presenter?.retryButtonPressed()
  }

  func deleteCity(row: Int) async {
    await citiesView?.presenter?.deleteButtonPressed(row: row)
  }

  func sortCities(by order: CitiesListOrder) async {
    citiesView?.presenter?.sortButtonPressed(order: order)
  }

  func undoDelete() async {
    await citiesView?.presenter?.undoButtonPressed()
  }

  func selectCity(row: Int) async {
    citiesView?.presenter?.didSelect(row: row)
  }

  func tapAdd() async {
    citiesView?.presenter?.addButtonPressed()
  }

  func appearAddCity() async {
    addCityScene().presenter?.viewDidLoad()
  }

  func changeSearchText(_ text: String) async {
    await addCityView?.presenter?.searchTextDidChange(text)
  }

  func chooseResult(row: Int) async {
    await addCityView?.presenter?.didSelect(row: row)
  }

  func cancelAddCity() async {
    addCityView?.presenter?.cancelButtonPressed()
  }

  func openWeather(for city: City) async {
    let view = CityWeatherViewSpy()
    let presenter = CityWeatherConfigurator(
      showWeatherUseCase: world.showWeatherUseCase,
      renameCityUseCase: RenameCityUseCaseImplementation(citiesGateway: world.citiesGateway)
    ).configure(city: city, view: view, router: weatherRouter)
    view.presenter = presenter
    expectReleasedAfterTest(presenter)
    weatherView = view
    await view.presenter?.viewDidLoad()
  }

  func retryWeather() async {
    await weatherView?.presenter?.retryButtonPressed()
  }

  func renameCity(to name: String) async {
    await weatherView?.presenter?.renameButtonPressed(name: name)
  }

  func closeWeather() async {
    weatherView?.presenter?.backButtonPressed()
    // As in the app, the router carries a renamed city back to a list made anew.
    if case .closeCityWeatherAfterRenaming(let city)? = weatherRouter.messages.last {
      (citiesView, renamedCity) = (nil, city)
    }
  }

  var citiesScreen: ShownScreen {
    ShownScreen(mvpCities: citiesView?.messages ?? [], title: citiesView?.presenter?.title)
  }

  var addCityScreen: ShownScreen { ShownScreen(mvpAddCity: addCityView?.messages ?? []) }

  var weatherScreen: ShownScreen { ShownScreen(mvpCityWeather: weatherView?.messages ?? []) }

  var navigation: [Navigation] {
    let fromCities = citiesRouter.messages.map { message -> Navigation in
      switch message {
      case .showCityWeather(let city): .cityWeather(city)
      case .showAddCity: .addCity
      }
    }
    let fromAddCity = addCityRouter.messages.map { _ in Navigation.closedAddCity }
    let fromWeather = weatherRouter.messages.map { _ in Navigation.closedCityWeather }
    return fromCities + fromAddCity + fromWeather
  }

  private func citiesScene() -> CitiesViewSpy {
    if let citiesView { return citiesView }
    let view = CitiesViewSpy()
    let presenter = CitiesConfigurator(
      displayCitiesUseCase: world.displayCitiesUseCase,
      deleteCityUseCase: world.deleteCityUseCase,
      restoreCityUseCase: RestoreCityUseCaseImplementation(citiesGateway: world.citiesGateway),
      orderSetting: listOrder
    ).configure(view: view, router: citiesRouter, renamedCity: renamedCity)
    renamedCity = nil
    view.presenter = presenter
    expectReleasedAfterTest(presenter)
    citiesView = view
    return view
  }

  private func addCityScene() -> AddCityViewSpy {
    if let addCityView { return addCityView }
    let view = AddCityViewSpy()
    let presenter = AddCityConfigurator(
      searchCitiesUseCase: world.searchCities,
      addCityUseCase: world.addCityUseCase,
      clock: world.clock
    ).configure(view: view, router: addCityRouter)
    view.presenter = presenter
    expectReleasedAfterTest(presenter)
    addCityView = view
    return view
  }
}
