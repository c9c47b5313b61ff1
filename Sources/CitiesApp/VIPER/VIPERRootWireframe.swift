import CitiesDomain
import CitiesVIPER

/// VIPER's window in the terminal: it keeps the presenter a wireframe presents until the composer
/// gives it its view, notes the scene to show, and keeps the one order every list module shares.
final class VIPERRootWireframe: SceneNavigation, RootWireframe {
  private var presented: AnyObject?
  let citiesListOrder = CitiesListOrderStore()

  /// The presenter presented last, handed over once, so the window keeps no module alive.
  func takePresented<Presenter>(_: Presenter.Type) -> Presenter? {
    defer { presented = nil }
    return presented as? Presenter
  }

  func presentAddCityInterface(_ presenter: AddCityPresenter) {
    presented = presenter
    showAddCity()
  }

  func presentCityWeatherInterface(_ presenter: CityWeatherPresenter, for city: City) {
    presented = presenter
    showCityWeather(for: city)
  }

  // The list beneath was let go, as the terminal replaces a screen: it is built again.
  func dismissPresentedInterface() { showCities() }
}
