import CitiesDomain

/// Reads the local dates and times Open-Meteo writes: "2026-03-26" and "2026-03-26T16:15".
///
/// They carry no offset, so `JSONDecoder`'s ISO 8601 strategy rejects them, and a `Date` would
/// need a time zone the domain deliberately does without. Reading the digits keeps them exactly
/// as the service meant them: wall-clock values where the city is.
enum OpenMeteoTimeFormat {
  /// The day written as "2026-03-26", or `nil` for any other text or a day that does not exist.
  static func day(from text: some StringProtocol) -> CalendarDay? {
    let parts = text.split(separator: "-", omittingEmptySubsequences: false)
    guard parts.count == 3,
      let year = number(parts[0], digits: 4),
      let month = number(parts[1], digits: 2),
      let day = number(parts[2], digits: 2)
    else { return nil }
    return CalendarDay(year: year, month: month, day: day)
  }

  /// The time written as "2026-03-26T16:15", or `nil` for any other text or an impossible time.
  static func dateTime(from text: some StringProtocol) -> LocalDateTime? {
    let halves = text.split(separator: "T", omittingEmptySubsequences: false)
    guard halves.count == 2, let day = day(from: halves[0]) else { return nil }
    let clock = halves[1].split(separator: ":", omittingEmptySubsequences: false)
    guard clock.count == 2,
      let hour = number(clock[0], digits: 2),
      let minute = number(clock[1], digits: 2)
    else { return nil }
    return LocalDateTime(day: day, hour: hour, minute: minute)
  }

  // Int(_:) alone would accept "+3" or "-1"; the service only ever writes plain digits.
  private static func number(_ text: some StringProtocol, digits: Int) -> Int? {
    guard text.count == digits, text.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
    return Int(text)
  }
}
