/// What the city-weather scene shows below its title at one moment.
public enum CityWeatherContent: Hashable, Sendable {
  /// The report is being fetched.
  case loading
  /// The weather now and the forecast, one row per day, today first.
  case report(CityWeatherState.Report)
  /// The report could not be fetched; the view offers a retry next to the message.
  case error(message: String)
}
