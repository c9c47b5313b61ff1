import CitiesDomain

extension ForecastDaily {
  /// The domain's forecast, one entry per day; a value missing from a shorter array is as unknown
  /// as a `null`.
  var dailyForecasts: [DailyForecast] {
    days.indices.map { index in
      DailyForecast(
        day: days[index], minimumCelsius: value(at: index, in: minimumTemperature),
        maximumCelsius: value(at: index, in: maximumTemperature),
        condition: value(at: index, in: weatherCode).map(WeatherCondition.init(wmoCode:)))
    }
  }
}

private func value<Value>(at index: Int, in values: [Value?]) -> Value? {
  values.indices.contains(index) ? values[index] : nil
}
