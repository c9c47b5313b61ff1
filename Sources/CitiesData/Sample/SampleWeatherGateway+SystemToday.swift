import CitiesDomain
import Foundation

extension SampleWeatherGateway {
  /// Today's date in UTC, read from the system clock.
  public static func systemToday() -> CalendarDay {
    // Unix time counts exactly 86,400 seconds a day, so whole days since 1970 give the UTC date.
    let secondsPerDay = 86_400.0
    let days = (Date().timeIntervalSince1970 / secondsPerDay).rounded(.down)
    return CalendarDay(daysSinceEpoch: Int(days))
  }
}
