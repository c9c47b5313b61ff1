import CitiesDomain

extension ForecastDaily {
  /// The domain's forecast, one entry per day in `time`; a value missing from a shorter array is
  /// as unknown as a `null`.
  func dailyForecasts() throws(APIClientError) -> [DailyForecast] {
    try time.indices.map { index throws(APIClientError) in try dailyForecast(at: index) }
  }

  private func dailyForecast(at index: Int) throws(APIClientError) -> DailyForecast {
    guard let day = OpenMeteoTimeFormat.day(from: time[index]) else {
      throw .decoding(field: "daily.time[\(index)]", problem: "expected a date like 2026-03-26")
    }
    return DailyForecast(
      day: day,
      minimumCelsius: value(at: index, in: minimumTemperature),
      maximumCelsius: value(at: index, in: maximumTemperature),
      condition: value(at: index, in: weatherCode).map(WeatherCondition.init(wmoCode:))
    )
  }
}

private func value<Value>(at index: Int, in values: [Value?]) -> Value? {
  values.indices.contains(index) ? values[index] : nil
}
