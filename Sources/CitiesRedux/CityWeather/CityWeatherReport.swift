import CitiesDomain
import CitiesPresentationWords

extension CityWeatherState {
  /// The report as the weather's state holds it, worded by the shared rules: the weather now,
  /// then one day a row, today first.
  public struct Report: Hashable, Sendable {
    /// The current temperature, such as `18°C`.
    public let temperature: String
    /// The current condition, such as `Clear sky`.
    public let condition: String
    /// The forecast, one row a day, today first.
    public let days: [Day]

    public init(temperature: String, condition: String, days: [Day]) {
      self.temperature = temperature
      self.condition = condition
      self.days = days
    }

    /// Words the report: the first day of the forecast is today.
    public init(_ report: WeatherReport) {
      self.init(
        temperature: CityWeatherWords.temperature(report.current.temperatureCelsius),
        condition: report.current.condition.summary,
        days: report.daily.enumerated().map { index, day in
          Day(ForecastDayWords(day, isToday: index == 0))
        })
    }
  }

  /// One day of the forecast as a row shows it: `Today`, `4°C`, `12°C`, `Partly cloudy`.
  public struct Day: Hashable, Sendable {
    public let day: String
    public let minimum: String
    public let maximum: String
    public let condition: String

    public init(day: String, minimum: String, maximum: String, condition: String) {
      self.day = day
      self.minimum = minimum
      self.maximum = maximum
      self.condition = condition
    }

    init(_ words: ForecastDayWords) {
      self.init(
        day: words.day, minimum: words.minimum, maximum: words.maximum, condition: words.condition)
    }
  }
}
