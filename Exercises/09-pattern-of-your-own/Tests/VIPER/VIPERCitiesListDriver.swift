// Made by scripts/kata.py from Tests/CitiesConformanceTests/Drivers/VIPERCitiesListDriver.swift.

import CitiesDomain
import CitiesPresentationWords
import CitiesTestSupport
import Exercise09Starter
import Testing

/// Drives the VIPER saved-cities module as its view does: the view keeps the presenter its module
/// builder returned and tells it every event, a row's by the id of the item on screen.
@MainActor
class VIPERCitiesListDriver: CitiesListDriver {
  let world: World
  private let citiesView = CitiesViewSpy()
  private let citiesWireframe = CitiesWireframeInputSpy()
  private let orderStore = CitiesListOrderStore()

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
    guard let id = id(atRow: row, of: itemsLastDrawn) else { return }
    await citiesView.eventHandler?.didTapDelete(cityID: id)
  }

  func selectCity(row: Int) async {
    guard let id = id(atRow: row, of: itemsLastDrawn) else { return }
    citiesView.eventHandler?.didSelect(cityID: id)
  }

  func tapAdd() async {
    citiesView.eventHandler?.didTapAdd()
  }

  func sortCities(by order: CitiesListOrder) async {
    citiesView.eventHandler?.didChoose(order: order)
  }

  func undoDelete() async {
    await citiesView.eventHandler?.didTapUndo()
  }

  var citiesScreen: ShownScreen { ShownScreen(viperCities: citiesView.messages) }

  var navigation: [Navigation] {
    citiesWireframe.messages.map { message in
      switch message {
      case .presentCityWeatherInterface(let city): .cityWeather(city)
      case .presentAddCityInterface: .addCity
      }
    }
  }

  /// The rows the view drew last, even if a later state replaced them: a tap can reach a row that
  /// a failed load is replacing, and it must then lead nowhere (docs/SCENES.md, L10).
  private var itemsLastDrawn: [CityDisplayItem] {
    for case .cities(let items, _) in citiesView.messages.reversed() { return items }
    return []
  }

  /// The list's presenter, which the weather reports a rename to; `nil` before the list appeared.
  var cityWeatherModuleDelegate: (any CityWeatherModuleDelegate)? {
    citiesView.eventHandler as? any CityWeatherModuleDelegate
  }

  /// The id of the city on the row, if the list shows that row.
  func id(atRow row: Int, of items: [CityDisplayItem]) -> City.ID? {
    items.indices.contains(row) ? items[row].id : nil
  }

  private func citiesModule() -> any CitiesModuleInterface {
    if let presenter = citiesView.eventHandler { return presenter }
    let presenter = CitiesModuleBuilder.build(
      wireframe: citiesWireframe, displayCitiesUseCase: world.displayCitiesUseCase,
      deleteCityUseCase: world.deleteCityUseCase,
      restoreCityUseCase: RestoreCityUseCaseImplementation(citiesGateway: world.citiesGateway),
      orderStore: orderStore)
    (presenter.view, citiesView.eventHandler) = (citiesView, presenter)
    expectReleasedAfterTest(presenter)
    return presenter
  }
}
