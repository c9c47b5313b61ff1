import CitiesDomain
import Testing

// OpenMeteoTimeFormat is internal to the data layer; an empty part anywhere in a date or a time
// must make it unreadable, not be skipped over.
@testable import CitiesData

@Suite("Open-Meteo's dates and times, read strictly")
struct OpenMeteoTimeFormatStrictnessTests {
  @Test(
    "A date or a time with an empty part, a trailing separator or a doubled one, is unreadable",
    arguments: ["2026-03-26-", "2026--03-26", "-2026-03-26"])
  func datesWithEmptyParts(text: String) {
    #expect(OpenMeteoTimeFormat.day(from: text) == nil)
  }

  @Test(
    "A time with an empty part is unreadable",
    arguments: ["2026-03-26T16:15T", "2026-03-26TT16:15", "2026-03-26T16:15:", "2026-03-26T:16:15"])
  func timesWithEmptyParts(text: String) {
    #expect(OpenMeteoTimeFormat.dateTime(from: text) == nil)
  }

  @Test(
    "A part with a sign, which Int(_:) alone would take, is unreadable",
    arguments: ["2026-+3-26T16:15", "2026-03-26T+6:15", "2026-03-26T16:-5"])
  func partsWithASign(text: String) {
    #expect(OpenMeteoTimeFormat.dateTime(from: text) == nil)
  }

  @Test("The same date and time without the extra separator read")
  func wellFormed() {
    #expect(
      OpenMeteoTimeFormat.day(from: "2026-03-26") == CalendarDay(year: 2026, month: 3, day: 26))
    #expect(OpenMeteoTimeFormat.dateTime(from: "2026-03-26T16:15") != nil)
  }
}
