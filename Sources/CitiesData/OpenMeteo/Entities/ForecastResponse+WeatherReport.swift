import CitiesDomain

extension ForecastResponse {
  var weatherReport: WeatherReport {
    WeatherReport(current: current.currentWeather, daily: daily.dailyForecasts)
  }
}
