import CitiesDomain

extension ForecastCurrent {
  /// The domain's current weather.
  var currentWeather: CurrentWeather {
    CurrentWeather(
      temperatureCelsius: temperature,
      condition: WeatherCondition(wmoCode: weatherCode),
      observedAt: observedAt
    )
  }
}
