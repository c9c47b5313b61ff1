/// What the user did on the city-weather scene, named after the event, for its view model.
public enum CityWeatherIntent: Hashable, Sendable {
  /// The scene came on screen.
  case appeared
  /// The user asked to load the weather again after it failed.
  case retryTapped
  /// The user asked to go back to the list.
  case backTapped
}
