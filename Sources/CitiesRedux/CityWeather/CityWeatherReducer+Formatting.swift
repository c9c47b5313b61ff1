import CitiesDomain

// The presentation rules of the weather scene (docs/SCENES.md, F1 to F4). They depend on nothing
// but the values, not on the machine's locale or time zone, so every reader sees the same text.
extension CityWeatherReducer {
  /// What a value that is not known reads: an en dash.
  static let missingValue = "–"

  /// The report as the scene shows it: the weather now, then one row a day, today first.
  static func content(showing report: WeatherReport) -> CityWeatherContent {
    let current = CurrentConditions(
      temperature: temperature(report.current.temperatureCelsius),
      condition: report.current.condition.summary
    )
    let forecast = report.daily.enumerated().map { index, day in
      ForecastRow(
        day: index == 0 ? "Today" : shortName(of: day.day.weekday),
        minimum: temperature(day.minimumCelsius),
        maximum: temperature(day.maximumCelsius),
        condition: day.condition?.summary ?? missingValue
      )
    }
    return .report(current: current, forecast: forecast)
  }

  /// Rounds half away from zero to a whole degree; going through `Int` turns -0.4 into `0°C`,
  /// never `-0°C`, and a value no `Int` can hold (not a number, infinite) reads as missing.
  static func temperature(_ celsius: Double?) -> String {
    guard let celsius, let degrees = Int(exactly: celsius.rounded()) else { return missingValue }
    return "\(degrees)°C"
  }

  /// The weekday's three-letter English name, such as `Fri`.
  static func shortName(of weekday: Weekday) -> String {
    switch weekday {
    case .monday: "Mon"
    case .tuesday: "Tue"
    case .wednesday: "Wed"
    case .thursday: "Thu"
    case .friday: "Fri"
    case .saturday: "Sat"
    case .sunday: "Sun"
    }
  }
}
