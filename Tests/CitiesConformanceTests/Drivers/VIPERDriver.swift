import CitiesDomain
import CitiesTestSupport
import CitiesVIPER
import CitiesVIPERTestSupport
import Testing

/// Drives the VIPER modules as their views do: the saved list as `VIPERCitiesListDriver` does,
/// and the search and the weather alike, each view keeping the presenter its builder returned.
@MainActor
final class VIPERDriver: VIPERCitiesListDriver, ScenesDriver {
  private let addCityView = AddCityViewSpy()
  private let weatherView = CityWeatherViewSpy()
  // One navigator spy a module, so each scene's moves can be told apart.
  private let addCityNavigator = AppNavigatorSpy()
  private let weatherNavigator = AppNavigatorSpy()

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

  var addCityScreen: ShownScreen { ShownScreen(viperAddCity: addCityView.messages) }

  var weatherScreen: ShownScreen { ShownScreen(viperCityWeather: weatherView.messages) }

  override var navigation: [Navigation] {
    let fromAddCity = addCityNavigator.messages.map { _ in Navigation.closedAddCity }
    let fromWeather = weatherNavigator.messages.map { _ in Navigation.closedCityWeather }
    return super.navigation + fromAddCity + fromWeather
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
}
