import CitiesDomain

/// Everything that can happen to the city-weather scene: the user's events, named after the
/// event, and the answer its effect sends back.
public enum CityWeatherAction: Equatable, Sendable {
  /// The scene came on screen.
  case appeared
  /// The user asked to load the weather again after it failed.
  case retryTapped
  /// The user asked to go back to the list.
  case backTapped
  /// The report arrived, or could not be fetched.
  case weatherLoaded(Result<WeatherReport, EffectFailure>)
}
