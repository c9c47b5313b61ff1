import CitiesDomain

/// A scene that navigation asks to show next, with the data it needs.
public enum SceneDestination: Equatable, Sendable {
  /// The saved list, which loads itself again as it appears.
  case savedCities
  /// The search that adds a city.
  case addCity
  /// The weather of one city.
  case cityWeather(City)
}
