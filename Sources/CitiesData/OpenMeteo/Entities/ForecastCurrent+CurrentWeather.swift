import CitiesDomain

extension ForecastCurrent {
  var currentWeather: CurrentWeather {
    CurrentWeather(
      temperatureCelsius: temperature, condition: WeatherCondition(wmoCode: weatherCode),
      observedAt: observedAt)
  }
}
