import CitiesData
import CitiesDomain
import Testing

/// The sample weather pinned by value: what a learner's screen shows for a city on a day, and how
/// often each weather code comes up over a year, so neither the generator nor its table of codes
/// can change unnoticed.
@Suite("The offline sample weather gives the values a learner has always seen")
struct SampleWeatherPinnedTests {
  @Test(
    "A bundled city on a given day gets its pinned temperatures and conditions",
    arguments: PinnedSampleWeather.all)
  func pinnedDay(_ pinned: PinnedSampleWeather) throws {
    let city = try #require(SampleCities.all.first { $0.name == pinned.city })
    let sut = makeSUT(today: pinned.today)

    let report = sut.fetchWeather(at: city.coordinates, forecastDays: pinned.days.count)

    #expect(report.current.temperatureCelsius == pinned.currentCelsius)
    #expect(report.current.condition == WeatherCondition(wmoCode: pinned.currentCode))
    #expect(report.daily.map(PinnedDay.init) == pinned.days)
  }

  // Every code of a table comes up in a year, each as often as the table lists it and the
  // generator draws it: an entry changed, added or left out changes a count. Singapore is never
  // below freezing, so it draws only from the mild table; Longyearbyen draws mostly from the
  // freezing one.
  @Test(
    "Over a year, each weather code comes up as often as it always has",
    arguments: [
      (
        "Singapore",
        [
          0: 58, 1: 53, 2: 53, 3: 44, 45: 13, 51: 11, 53: 13, 55: 13, 61: 21, 63: 16, 65: 9,
          80: 20, 81: 9, 82: 11, 95: 11, 96: 10,
        ]
      ),
      (
        "Longyearbyen",
        [
          0: 60, 1: 35, 2: 45, 3: 49, 45: 18, 48: 4, 53: 1, 55: 3, 56: 4, 57: 14, 61: 3, 63: 1,
          65: 1, 66: 17, 67: 6, 71: 23, 73: 16, 75: 14, 77: 6, 80: 6, 81: 1, 85: 13, 86: 20, 95: 4,
          96: 1,
        ]
      ),
    ])
  func codesOverAYear(cityName: String, expectedCounts: [Int: Int]) throws {
    let city = try #require(SampleCities.all.first { $0.name == cityName })
    let newYearsDay = try #require(CalendarDay(year: 2026, month: 1, day: 1))

    let codes = try (0..<365).map { offset in
      let report = makeSUT(today: newYearsDay.adding(days: offset))
        .fetchWeather(at: city.coordinates, forecastDays: 1)
      return try #require(report.daily.first?.condition).wmoCode
    }

    #expect(Dictionary(codes.map { ($0, 1) }, uniquingKeysWith: +) == expectedCounts)
  }

  private func makeSUT(today: CalendarDay) -> SampleWeatherGateway {
    SampleWeatherGateway(today: { today })
  }
}
