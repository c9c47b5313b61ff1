/// A day of the week, counted from Monday as ISO 8601 does.
public enum Weekday: Int, CaseIterable, Sendable {
  /// The first day of the ISO week.
  case monday
  /// The second day of the ISO week.
  case tuesday
  /// The third day of the ISO week.
  case wednesday
  /// The fourth day of the ISO week.
  case thursday
  /// The fifth day of the ISO week.
  case friday
  /// The sixth day of the ISO week.
  case saturday
  /// The seventh day of the ISO week.
  case sunday
}
