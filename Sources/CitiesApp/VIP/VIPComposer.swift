import CitiesDomain
import CitiesVIP

/// VIP's composer: the scene a route made and filled, or else a new one from `VIPTerminalDestinations`.
enum VIPComposer: SceneComposer {
  typealias Navigation = VIPTerminalNavigation

  static func makeSavedCities(_ wiring: Wiring) -> TerminalView {
    wiring.navigation.takeShownScene() ?? VIPTerminalDestinations(wiring: wiring).citiesScene().view
  }

  static func makeAddCity(_ wiring: Wiring) -> TerminalView {
    wiring.navigation.takeShownScene()
      ?? VIPTerminalDestinations(wiring: wiring).addCityScene().view
  }

  // Opened with no route before it, as a link opens it, the scene gets its city here.
  static func makeCityWeather(for city: City, _ wiring: Wiring) -> TerminalView {
    if let shown = wiring.navigation.takeShownScene() { return shown }
    let scene = VIPTerminalDestinations(wiring: wiring).cityWeatherScene()
    scene.dataStore.city = city
    return scene.view
  }
}
