import CitiesDomain

/// A weather service that makes up plausible weather offline, so the app runs without a network.
///
/// The same place and day always give the same weather, and different places or days differ, so
/// what a learner sees is stable from one run to the next.
public struct SampleWeatherGateway: WeatherGateway {
  /// The most days a forecast covers, the same limit as Open-Meteo's.
  public static let maximumForecastDays = 16

  private let today: @Sendable () -> CalendarDay

  /// Makes a gateway whose forecasts start on the day `today` returns; tests pass a fixed day.
  public init(today: @escaping @Sendable () -> CalendarDay = SampleWeatherGateway.systemToday) {
    self.today = today
  }

  /// Returns the weather at once; unlike a network gateway it can neither wait nor fail.
  ///
  /// The forecast starts today and covers `forecastDays` days, kept within 1 and
  /// `maximumForecastDays`.
  public func fetchWeather(at coordinates: Coordinates, forecastDays: Int) -> WeatherReport {
    let firstDay = today()
    let dayCount = min(max(forecastDays, 1), Self.maximumForecastDays)
    let climate = SampleClimate(coordinates: coordinates)
    return WeatherReport(
      current: climate.currentWeather(on: firstDay),
      daily: (0..<dayCount).map { climate.forecast(for: firstDay.adding(days: $0)) })
  }
}
