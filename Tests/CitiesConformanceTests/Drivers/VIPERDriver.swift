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
  private let addCityWireframe = AddCityWireframeInputSpy()
  private let weatherWireframe = CityWeatherWireframeInputSpy()

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
      city: city, wireframe: weatherWireframe, showWeatherUseCase: world.showWeatherUseCase,
      renameCityUseCase: RenameCityUseCaseImplementation(citiesGateway: world.citiesGateway))
    (presenter.view, weatherView.eventHandler) = (weatherView, presenter)
    // The list beneath, as its wireframe passes it when a row is opened.
    presenter.moduleDelegate = cityWeatherModuleDelegate
    expectReleasedAfterTest(presenter)
    await presenter.viewIsReady()
  }

  func retryWeather() async {
    await weatherView.eventHandler?.didTapRetry()
  }

  func closeWeather() async {
    weatherView.eventHandler?.didTapBack()
  }

  func renameCity(to name: String) async {
    await weatherView.eventHandler?.didTapRename(to: name)
  }

  var addCityScreen: ShownScreen { ShownScreen(viperAddCity: addCityView.messages) }

  var weatherScreen: ShownScreen { ShownScreen(viperCityWeather: weatherView.messages) }

  override var navigation: [Navigation] {
    let fromAddCity = addCityWireframe.messages.map { _ in Navigation.closedAddCity }
    let fromWeather = weatherWireframe.messages.map { _ in Navigation.closedCityWeather }
    return super.navigation + fromAddCity + fromWeather
  }

  private func addCityModule() -> any AddCityModuleInterface {
    if let presenter = addCityView.eventHandler { return presenter }
    let presenter = AddCityModuleBuilder.build(
      wireframe: addCityWireframe, searchCitiesUseCase: world.searchCities,
      addCityUseCase: world.addCityUseCase, clock: world.clock)
    (presenter.view, addCityView.eventHandler) = (addCityView, presenter)
    expectReleasedAfterTest(presenter)
    return presenter
  }
}
