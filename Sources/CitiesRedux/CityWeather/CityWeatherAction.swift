import CitiesDomain

/// Everything that can happen to the city-weather scene: the user's events, named after the
/// event, and the answers its effect sends back.
///
/// Leaving the scene is no action of its own: the list that presents it dismisses it.
public enum CityWeatherAction: Equatable, Sendable {
  /// The scene came on screen.
  case appeared
  /// The user asked to load the weather again after it failed.
  case retryTapped
  /// The report arrived.
  case weatherLoaded(WeatherReport)
  /// The report could not be fetched, for the reason given.
  case loadFailed(reason: String)
}
