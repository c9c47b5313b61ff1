/// The passive screen of the city-weather scene: the city's name, the weather now and a forecast
/// table, all shown as its presenter says.
///
/// The app implements it and owns the presenter that `CityWeatherConfigurator` makes for it.
@MainActor
public protocol CityWeatherView: AnyObject {
  func displayLoading()

  /// Shows the scene's title: the city's name.
  func display(title: String)

  /// Shows the weather now, such as `18°C` and `Clear sky`.
  func displayCurrentWeather(temperature: String, condition: String)

  /// Shows the forecast afresh: the view asks the presenter how many days there are and to fill
  /// each row.
  func refreshForecastView()

  /// Shows a one-off message over whatever is on screen, such as a rename refused.
  func displayAlert(message: String)

  /// Shows that the weather could not be loaded, with a retry that calls `retryButtonPressed()`.
  func displayError(message: String)
}
