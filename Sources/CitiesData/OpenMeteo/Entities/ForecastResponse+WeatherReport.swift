import CitiesDomain

extension ForecastResponse {
  /// The domain's report for this answer; a time the app cannot read is a decoding error that
  /// names its field, just as a missing field would be.
  func weatherReport() throws(APIClientError) -> WeatherReport {
    WeatherReport(current: try current.currentWeather(), daily: try daily.dailyForecasts())
  }
}
