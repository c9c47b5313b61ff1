import CitiesDomain

/// Where the cities list asks to go, kept in its state so that a test asserts it like any other
/// change and the app shows the scene it names.
public enum CitiesDestination: Hashable, Sendable {
  /// The weather of the city.
  case cityWeather(City)
  /// The search that adds a city.
  case addCity
}
