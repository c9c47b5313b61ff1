import CitiesDomain

/// Everything that can happen to the city-weather scene: the user's events, named after the
/// event, the answers its effects send back, and what it reports to the list that presents it.
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
  /// The user asked to give the city a new name, as typed.
  case renameSubmitted(String)
  /// The city was saved under its new name.
  case renamed(City)
  /// The domain refused the new name.
  case renameRefused(RenameCityError)
  /// The city could not be renamed, for the reason given.
  case renameFailed(reason: String)
  /// The user closed the alert.
  case alertDismissed
  /// What the weather reports to the list that presents it.
  case delegate(Delegate)

  /// What the weather reports to its parent, which alone acts on it (TCA's delegate action).
  public enum Delegate: Equatable, Sendable {
    /// The city was renamed: the parent shows the new name without reading its list again.
    case cityRenamed(City)
  }
}
