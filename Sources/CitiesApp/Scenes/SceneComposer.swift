import CitiesDomain

/// A pattern's composer: the one place where its scenes are wired to the use cases, to its
/// navigation and, only while tracing is on, to the trace; navigation asks it for the next scene.
///
/// A composer holds nothing: what it wires from, the same for every pattern, is `SceneWiring`.
@MainActor
protocol SceneComposer {
  /// The pattern's router, coordinator or navigator.
  associatedtype Navigation: SceneNavigation
  /// What each scene is wired from.
  typealias Wiring = SceneWiring<Navigation>

  /// Builds the saved list's scene: its terminal view and the pattern's objects behind it.
  static func makeSavedCities(_ wiring: Wiring) -> TerminalView
  /// Builds the search's scene.
  static func makeAddCity(_ wiring: Wiring) -> TerminalView
  /// Builds the scene of one city's weather.
  static func makeCityWeather(for city: City, _ wiring: Wiring) -> TerminalView
}

extension SceneComposer {
  /// Builds the scene a destination names.
  static func makeScene(for destination: SceneDestination, _ wiring: Wiring) -> TerminalView {
    switch destination {
    case .savedCities: makeSavedCities(wiring)
    case .addCity: makeAddCity(wiring)
    case .cityWeather(let city): makeCityWeather(for: city, wiring)
    }
  }
}
