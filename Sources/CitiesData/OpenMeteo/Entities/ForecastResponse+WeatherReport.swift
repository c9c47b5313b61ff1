import CitiesDomain

extension ForecastResponse {
  /// The domain's report for this answer.
  var weatherReport: WeatherReport {
    WeatherReport(current: current.currentWeather, daily: daily.dailyForecasts)
  }
}
