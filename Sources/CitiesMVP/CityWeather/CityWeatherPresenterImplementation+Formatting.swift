import CitiesDomain

// The weather scene's presentation logic: how temperatures, days and conditions read on screen.
// It is pure and static, so the presenter's tests pin every rule through what the view shows.
extension CityWeatherPresenterImplementation {
  private static let missingValue = "–"

  /// Whole degrees, rounded half away from zero; `–` when missing or not a finite number.
  static func temperatureText(_ celsius: Double?) -> String {
    // Converting to Int drops the sign of -0.0, so -0.4 reads `0°C`, never `-0°C`.
    guard let celsius, let degrees = Int(exactly: celsius.rounded()) else { return missingValue }
    return "\(degrees)°C"
  }

  /// `Today` for the first day of the forecast, the weekday's three-letter name for the others.
  static func dayText(_ day: CalendarDay, isFirst: Bool) -> String {
    isFirst ? "Today" : shortName(of: day.weekday)
  }

  /// The condition's own summary, such as `Partly cloudy`; `–` when missing.
  static func conditionText(_ condition: WeatherCondition?) -> String {
    condition?.summary ?? missingValue
  }

  private static func shortName(of weekday: Weekday) -> String {
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
