import CitiesDomain

/// Builds one pattern's three scenes, each with its view, the pattern's objects behind it and the
/// tracing decorators on its boundaries.
///
/// Each shell has its own factory; `SceneFlow` only asks it for the scene that navigation names.
@MainActor
protocol SceneFactory {
  /// Builds the saved list.
  func makeCities() -> LiveScene

  /// Builds the search that adds a city.
  func makeAddCity() -> LiveScene

  /// Builds the weather of one city.
  func makeCityWeather(for city: City) -> LiveScene
}

extension SceneFactory {
  /// Builds the scene that navigation asked for.
  func makeScene(for destination: SceneDestination) -> LiveScene {
    switch destination {
    case .savedCities: makeCities()
    case .addCity: makeAddCity()
    case .cityWeather(let city): makeCityWeather(for: city)
    }
  }
}
