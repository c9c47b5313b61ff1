import CitiesDomain

extension ForecastCurrent {
  /// The domain's current weather, with the local time read from its text.
  func currentWeather() throws(APIClientError) -> CurrentWeather {
    guard let observedAt = OpenMeteoTimeFormat.dateTime(from: time) else {
      throw .decoding(field: "current.time", problem: "expected a time like 2026-03-26T16:15")
    }
    return CurrentWeather(
      temperatureCelsius: temperature,
      condition: WeatherCondition(wmoCode: weatherCode),
      observedAt: observedAt
    )
  }
}
