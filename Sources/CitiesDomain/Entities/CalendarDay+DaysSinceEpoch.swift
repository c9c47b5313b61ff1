// Converts between calendar days and a plain count of days since 1970-01-01, so that day
// arithmetic and weekdays need no Foundation calendar. The arithmetic works in 400-year eras,
// after which the Gregorian calendar repeats itself exactly.
extension CalendarDay {
  private static let daysPerEra = 146_097
  private static let daysFromEraStartToEpoch = 719_468

  /// The number of days from 1970-01-01 to this day; negative before it.
  public var daysSinceEpoch: Int {
    let yearFromMarch = month <= 2 ? year - 1 : year
    let era = (yearFromMarch >= 0 ? yearFromMarch : yearFromMarch - 399) / 400
    let yearOfEra = yearFromMarch - era * 400
    let monthFromMarch = (month + 9) % 12
    let dayOfYear = (153 * monthFromMarch + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * CalendarDay.daysPerEra + dayOfEra - CalendarDay.daysFromEraStartToEpoch
  }

  /// Makes the day that lies the given number of days after 1970-01-01.
  public init(daysSinceEpoch: Int) {
    let shifted = daysSinceEpoch + CalendarDay.daysFromEraStartToEpoch
    let eraStart = shifted >= 0 ? shifted : shifted - CalendarDay.daysPerEra + 1
    let era = eraStart / CalendarDay.daysPerEra
    let dayOfEra = shifted - era * CalendarDay.daysPerEra
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let monthFromMarch = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * monthFromMarch + 2) / 5 + 1
    let month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9
    let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    self.init(uncheckedYear: year, month: month, day: day)
  }
}
