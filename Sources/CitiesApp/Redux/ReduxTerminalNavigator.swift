import CitiesRedux

/// The app's navigator for the Redux scenes: it holds the app's one store, which outlives every
/// scene, and asks for the scene that store's state presents.
final class ReduxTerminalNavigator: SceneNavigation {
  /// The app's store, made with the first list; every scene's view gets a store scoped from it.
  var store: Store<CitiesState, CitiesAction>?

  /// Asks for the scene the state presents, unless it is `shown`, the scene on screen.
  func showPresented(instead shown: SceneDestination) {
    switch store?.state.destination {
    case .cityWeather(let weather)? where shown != .cityWeather(weather.city):
      showCityWeather(for: weather.city)
    case .addCity? where shown != .addCity: showAddCity()
    case nil where shown != .savedCities: showCities()
    default: return
    }
  }
}
