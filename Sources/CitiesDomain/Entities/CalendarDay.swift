/// A day on the calendar where the city is, such as 2026-03-26, with no time and no time zone.
///
/// Weather services give forecasts per local day. Keeping them as calendar days means no code
/// ever has to guess a time zone to tell which weekday a forecast is for.
public struct CalendarDay: Hashable, Comparable, Sendable {
  /// The year in the proleptic Gregorian calendar.
  public let year: Int
  /// The month, from 1 (January) to 12 (December).
  public let month: Int
  /// The day of the month, from 1.
  public let day: Int

  /// Makes a day, or `nil` when no such day exists (2026-02-30, month 13).
  public init?(year: Int, month: Int, day: Int) {
    guard (1...12).contains(month),
      (1...CalendarDay.numberOfDays(inMonth: month, year: year)).contains(day)
    else { return nil }
    self.init(uncheckedYear: year, month: month, day: day)
  }

  /// Makes a day the caller has already proven valid.
  init(uncheckedYear year: Int, month: Int, day: Int) {
    self.year = year
    self.month = month
    self.day = day
  }

  /// The day that lies the given number of days after (or, when negative, before) this one.
  public func adding(days: Int) -> CalendarDay {
    CalendarDay(daysSinceEpoch: daysSinceEpoch + days)
  }

  /// The day of the week.
  public var weekday: Weekday {
    // 1970-01-01 was a Thursday; Weekday's raw values count from Monday = 0.
    let offset = (daysSinceEpoch + 3) % 7
    return Weekday(rawValue: offset < 0 ? offset + 7 : offset) ?? .monday
  }

  public static func < (lhs: CalendarDay, rhs: CalendarDay) -> Bool {
    (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
  }

  private static func numberOfDays(inMonth month: Int, year: Int) -> Int {
    switch month {
    case 2: isLeap(year) ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }

  private static func isLeap(_ year: Int) -> Bool {
    year.isMultiple(of: 4) && (!year.isMultiple(of: 100) || year.isMultiple(of: 400))
  }
}
