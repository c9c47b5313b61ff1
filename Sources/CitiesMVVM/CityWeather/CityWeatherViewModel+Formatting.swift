import CitiesDomain

// The formatting rules of docs/SCENES.md: the presentation logic that turns a report into the
// strings the view shows.
extension CityWeatherViewModel {
  static let missingValue = "–"

  static func state(showing report: WeatherReport) -> CityWeatherState {
    let current = CurrentConditions(
      temperature: temperature(report.current.temperatureCelsius),
      condition: report.current.condition.summary
    )
    // The forecast starts today, so the first row is "Today" whatever its weekday.
    let forecast = report.daily.enumerated().map { position, day in
      ForecastRow(
        day: position == 0 ? "Today" : shortName(of: day.day.weekday),
        minimum: temperature(day.minimumCelsius),
        maximum: temperature(day.maximumCelsius),
        condition: day.condition?.summary ?? missingValue
      )
    }
    return .report(current: current, forecast: forecast)
  }

  static func temperature(_ celsius: Double?) -> String {
    // `rounded()` rounds half away from zero. `Int(exactly:)` turns -0.0 into 0, so -0.4 shows
    // as `0°C`, never `-0°C`, and gives nil for a value that is no number at all.
    guard let celsius, let degrees = Int(exactly: celsius.rounded()) else { return missingValue }
    return "\(degrees)°C"
  }

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
