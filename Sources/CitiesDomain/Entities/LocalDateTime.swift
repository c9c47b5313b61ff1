/// A wall-clock time where the city is, such as 2026-03-26 16:15, as weather services report it.
public struct LocalDateTime: Hashable, Comparable, Sendable {
  /// The calendar day.
  public let day: CalendarDay
  /// The hour, from 0 to 23.
  public let hour: Int
  /// The minute, from 0 to 59.
  public let minute: Int

  /// Makes a time, or `nil` when the hour or the minute is out of range.
  public init?(day: CalendarDay, hour: Int, minute: Int) {
    guard (0...23).contains(hour), (0...59).contains(minute) else { return nil }
    self.day = day
    self.hour = hour
    self.minute = minute
  }

  public static func < (lhs: LocalDateTime, rhs: LocalDateTime) -> Bool {
    (lhs.day, lhs.hour, lhs.minute) < (rhs.day, rhs.hour, rhs.minute)
  }
}
