// Made by scripts/kata.py from Sources/CitiesVIPER/CityWeather/CityWeatherView.swift.

import CitiesPresentationWords

/// The city-weather screen as its presenter sees it: a passive view that shows the city's name and
/// one state, and passes retry, rename and back to its `eventHandler`, the module interface; the
/// app implements it.
@MainActor
public protocol CityWeatherView: AnyObject {
  /// Shows the module's title, the city's name.
  func setTitle(_ title: String)

  func showLoading()

  /// Shows the report: the weather now, then one row a day, today first.
  func showWeather(temperature: String, condition: String, days: [ForecastDayWords])

  /// Shows that the report could not be had, with a retry.
  func showFailure(_ message: String)

  /// Shows a message over the state, which stays as it was.
  func showAlert(_ message: String)
}
