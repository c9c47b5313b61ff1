import CitiesData
import CitiesDomain
import Testing

/// A bundled city on one day, with the weather the offline sample gives it, written out by hand.
///
/// These are the figures a learner sees on the screen, so a change to the generator or to its
/// table of weather codes shows here as a changed value, not only as "still deterministic".
struct PinnedSampleWeather: Sendable, CustomTestStringConvertible {
  /// The name of a city in `SampleCities.all`.
  let city: String
  /// The day the gateway takes as today.
  let today: CalendarDay
  /// The current temperature, observed at noon today.
  let currentCelsius: Double
  /// The current condition, as its WMO code.
  let currentCode: Int
  /// The forecast from today on, one day after another.
  let days: [PinnedDay]

  var testDescription: String { "\(city) on \(today)" }

  /// Every pinned case: both hemispheres, the tropics and the Arctic, summer and winter, and a
  /// forecast that crosses into a new year; Longyearbyen draws from the freezing days' codes.
  static let all: [PinnedSampleWeather] = [
    pinned(
      "Berlin", on: (2026, 3, 26), now: (11.6, 3),
      days: [(6.1, 13.0, 3), (1.8, 11.0, 1), (9.8, 16.6, 96)]),
    pinned(
      "Berlin", on: (2026, 1, 15), now: (4.3, 80),
      days: [(-3.3, 6.2, 80), (0.1, 8.4, 2), (-3.7, 7.0, 0)]),
    pinned(
      "Longyearbyen", on: (2026, 1, 15), now: (-14.0, 57),
      days: [(-18.7, -12.8, 57), (-18.0, -6.7, 2), (-17.9, -6.1, 3)]),
    pinned(
      "Longyearbyen", on: (2026, 7, 15), now: (2.0, 95),
      days: [(-1.8, 2.9, 95), (-3.8, 5.3, 3), (-5.6, 4.7, 48)]),
    pinned(
      "Singapore", on: (2026, 12, 31), now: (26.7, 2),
      days: [(18.5, 28.8, 2), (20.3, 28.5, 53), (24.5, 28.6, 2)]),
    pinned(
      "Sydney", on: (2026, 7, 15), now: (13.7, 63),
      days: [(7.6, 15.2, 63), (13.1, 17.5, 61), (10.6, 17.2, 53)]),
  ]

  private static func pinned(
    _ city: String, on date: (year: Int, month: Int, day: Int), now: (Double, Int),
    days: [(Double, Double, Int)]
  ) -> PinnedSampleWeather {
    guard let today = CalendarDay(year: date.year, month: date.month, day: date.day) else {
      preconditionFailure("A pinned case names a day that does not exist: \(date)")
    }
    return PinnedSampleWeather(
      city: city, today: today, currentCelsius: now.0, currentCode: now.1,
      days: days.map { PinnedDay(minimumCelsius: $0.0, maximumCelsius: $0.1, code: $0.2) })
  }
}

/// One day of a forecast as the tests compare it: its range and its condition's WMO code.
struct PinnedDay: Equatable, Sendable, CustomStringConvertible {
  let minimumCelsius: Double?
  let maximumCelsius: Double?
  let code: Int?

  var description: String {
    "\(text(minimumCelsius)) to \(text(maximumCelsius)), code \(text(code))"
  }

  private func text(_ value: (some CustomStringConvertible)?) -> String {
    value?.description ?? "nil"
  }
}

extension PinnedDay {
  /// The pinned form of a day the gateway forecast.
  init(_ forecast: DailyForecast) {
    self.init(
      minimumCelsius: forecast.minimumCelsius, maximumCelsius: forecast.maximumCelsius,
      code: forecast.condition?.wmoCode)
  }
}
