import CitiesDomain
import Testing

@Suite("Calendar day")
struct CalendarDayTests {
  @Test(
    "Every day knows its weekday",
    arguments: [
      (1970, 1, 1, Weekday.thursday),
      (1969, 12, 31, .wednesday),
      (2000, 2, 29, .tuesday),
      (2026, 3, 26, .thursday),
      (2026, 11, 21, .saturday),
      (2026, 11, 22, .sunday),
      (2027, 1, 4, .monday),
    ]
  )
  func weekday(year: Int, month: Int, day: Int, expected: Weekday) throws {
    let calendarDay = try #require(CalendarDay(year: year, month: month, day: day))

    #expect(calendarDay.weekday == expected)
  }

  @Test(
    "Days that do not exist cannot be made",
    arguments: [
      (2026, 2, 29), (1900, 2, 29), (2026, 4, 31), (2026, 13, 1), (2026, 0, 1), (2026, 1, 0),
    ]
  )
  func impossibleDays(year: Int, month: Int, day: Int) {
    #expect(CalendarDay(year: year, month: month, day: day) == nil)
  }

  @Test("Leap days exist in leap years", arguments: [2000, 2024, 2028])
  func leapDays(year: Int) {
    #expect(CalendarDay(year: year, month: 2, day: 29) != nil)
  }

  @Test(
    "Adding days crosses months and years", arguments: [(1, "2027-01-01"), (-365, "2025-12-31")])
  func addingDays(count: Int, expected: String) throws {
    let newYearsEve = try #require(CalendarDay(year: 2026, month: 12, day: 31))

    let result = newYearsEve.adding(days: count)

    #expect("\(result.year)-\(twoDigits(result.month))-\(twoDigits(result.day))" == expected)
  }

  @Test(
    "Counting days since 1970 and back gives the same day",
    arguments: Array(stride(from: -800_000, through: 800_000, by: 9_973))
  )
  func roundTrip(daysSinceEpoch: Int) {
    let day = CalendarDay(daysSinceEpoch: daysSinceEpoch)

    #expect(day.daysSinceEpoch == daysSinceEpoch)
    #expect(day.adding(days: 1) > day)
  }

  @Test("Days order by year, then month, then day")
  func ordering() throws {
    let earlier = try #require(CalendarDay(year: 2026, month: 1, day: 31))
    let later = try #require(CalendarDay(year: 2026, month: 2, day: 1))

    #expect(earlier < later)
    #expect(later.daysSinceEpoch - earlier.daysSinceEpoch == 1)
  }

  private func twoDigits(_ number: Int) -> String {
    number < 10 ? "0\(number)" : "\(number)"
  }
}
