import CitiesDomain
import Testing

// Pins the calendar's arithmetic at its edges, where the mutation runner found it unpinned: days
// before 1970 and before year 1, the last day of each month's length, and a day or a time
// compared with itself.
@Suite("Calendar arithmetic at its edges")
struct CalendarBoundaryTests {
  @Test(
    "Days long before 1970 know their weekday and their distance from it",
    arguments: [
      (1969, 12, 28, Weekday.sunday, -4),
      (1900, 1, 1, .monday, -25_567),
      (1600, 3, 1, .wednesday, -135_080),
      (1, 1, 1, .monday, -719_162),
    ]
  )
  func daysBefore1970(year: Int, month: Int, day: Int, weekday: Weekday, days: Int) throws {
    let calendarDay = try #require(CalendarDay(year: year, month: month, day: day))

    #expect(calendarDay.weekday == weekday)
    #expect(calendarDay.daysSinceEpoch == days)
    #expect(CalendarDay(daysSinceEpoch: days) == calendarDay)
  }

  @Test("Years before year 1 count back through year 0, a leap year, without a gap")
  func yearsBeforeTheFirst() throws {
    let marchOfYearZero = try #require(CalendarDay(year: 0, month: 3, day: 1))
    let lastDayBeforeIt = try #require(CalendarDay(year: 0, month: 2, day: 29))
    let lastDayOfYearMinusOne = try #require(CalendarDay(year: -1, month: 12, day: 31))

    #expect(marchOfYearZero.daysSinceEpoch == -719_468)
    #expect(lastDayBeforeIt.adding(days: 1) == marchOfYearZero)
    #expect(lastDayOfYearMinusOne.daysSinceEpoch == -719_529)
    #expect(CalendarDay(daysSinceEpoch: -719_529) == lastDayOfYearMinusOne)
  }

  @Test("An era boundary before year 0 falls where four hundred years fall, in both directions")
  func eraBoundaryBeforeYearZero() throws {
    let marchOfYearMinus400 = try #require(CalendarDay(year: -400, month: 3, day: 1))
    let dayBefore = try #require(CalendarDay(year: -400, month: 2, day: 29))

    #expect(marchOfYearMinus400.daysSinceEpoch == -865_565)
    #expect(CalendarDay(daysSinceEpoch: -865_565) == marchOfYearMinus400)
    #expect(CalendarDay(daysSinceEpoch: -865_566) == dayBefore)
  }

  @Test(
    "Four centuries of days either side of 1970: each real, after the one before, and the same after a trip through a count of days"
  )
  func roundTripAcrossEras() {
    var failures = 0
    var previous = CalendarDay(daysSinceEpoch: -292_194)
    for count in -292_193...292_194 {
      let day = CalendarDay(daysSinceEpoch: count)
      let exists = CalendarDay(year: day.year, month: day.month, day: day.day) != nil
      if day.daysSinceEpoch != count || !(previous < day) || !exists { failures += 1 }
      previous = day
    }
    #expect(failures == 0)
  }

  @Test(
    "A month's last day exists and the day after it does not",
    arguments: [(2024, 2, 29), (2026, 2, 28), (2026, 4, 30), (2026, 1, 31)]
  )
  func lastDayOfTheMonth(year: Int, month: Int, day: Int) {
    #expect(CalendarDay(year: year, month: month, day: day) != nil)
    #expect(CalendarDay(year: year, month: month, day: day + 1) == nil)
  }

  @Test("A day is not before itself, nor a time")
  func notBeforeItself() throws {
    let day = try #require(CalendarDay(year: 2026, month: 3, day: 26))
    let time = try #require(LocalDateTime(day: day, hour: 16, minute: 15))

    #expect(!(day < day))
    #expect(!(time < time))
  }
}
