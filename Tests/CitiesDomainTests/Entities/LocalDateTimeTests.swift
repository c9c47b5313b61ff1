import CitiesDomain
import Testing

@Suite("Local date and time")
struct LocalDateTimeTests {
  @Test(
    "Hours and minutes outside the clock's range cannot be made",
    arguments: [(24, 0), (-1, 0), (12, 60), (12, -1)]
  )
  func rejectsOutOfRange(hour: Int, minute: Int) {
    #expect(LocalDateTime(day: CalendarDay(daysSinceEpoch: 0), hour: hour, minute: minute) == nil)
  }

  @Test("Times order by day first, then by hour and minute")
  func ordering() throws {
    let lateOnMonday = try #require(
      LocalDateTime(day: CalendarDay(daysSinceEpoch: 0), hour: 23, minute: 59))
    let earlyOnTuesday = try #require(
      LocalDateTime(day: CalendarDay(daysSinceEpoch: 1), hour: 0, minute: 0))

    #expect(lateOnMonday < earlyOnTuesday)
  }
}
