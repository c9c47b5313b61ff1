/// The one state the city-weather scene shows at a time, as the presenter has worded it.
public enum CityWeatherViewState: Equatable, Sendable {
  /// The report is being fetched.
  case loading
  /// The report, ready to show.
  case result(WeatherReportViewModel)
  /// The report could not be fetched; the view offers a retry, which loads the weather again.
  case error(message: String)
}
