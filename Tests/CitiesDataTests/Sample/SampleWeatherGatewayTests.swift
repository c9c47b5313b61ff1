import CitiesData
import CitiesDomain
import Foundation
import Testing

struct SampleWeatherGatewayTests {
  private let today: CalendarDay

  init() throws {
    today = try #require(CalendarDay(year: 2026, month: 3, day: 26))
  }

  @Test("The same place and day always give the same report")
  func sameInputGivesSameReport() {
    let first = makeSUT(today: today)
    let second = makeSUT(today: today)

    let firstReport = first.fetchWeather(at: berlin(), forecastDays: 7)
    let secondReport = second.fetchWeather(at: berlin(), forecastDays: 7)

    #expect(firstReport == secondReport)
  }

  @Test("Two places get different weather, even on the same latitude")
  func differentPlacesDiffer() {
    let sut = makeSUT(today: today)
    let westOfBerlin = Coordinates(latitude: berlin().latitude, longitude: -4.0)

    let berlinReport = sut.fetchWeather(at: berlin(), forecastDays: 16)
    let westReport = sut.fetchWeather(at: westOfBerlin, forecastDays: 16)

    #expect(berlinReport.daily.map(\.condition) != westReport.daily.map(\.condition))
    #expect(berlinReport.daily.map(\.maximumCelsius) != westReport.daily.map(\.maximumCelsius))
  }

  // The domain does not refuse a latitude past a pole, so the climate stops at the pole's. The
  // seed differs with the latitude, so the two are compared over a year, where it evens out.
  @Test("A latitude past a pole has the pole's climate: its yearly mean is within half a degree")
  func pastThePole() throws {
    let newYearsDay = try #require(CalendarDay(year: 2026, month: 1, day: 1))
    let pole = Coordinates(latitude: 90, longitude: 0)
    let pastThePole = Coordinates(latitude: 95, longitude: 0)

    let difference =
      yearlyMean(at: pastThePole, from: newYearsDay)
      - yearlyMean(at: pole, from: newYearsDay)

    #expect(abs(difference) < 0.5)
  }

  @Test("The weather changes from one day to the next")
  func differentDaysDiffer() {
    let sut = makeSUT(today: today)

    let report = sut.fetchWeather(at: berlin(), forecastDays: 16)

    let distinctConditions = Set(report.daily.map(\.condition))
    let distinctRanges = Set(report.daily.map { [$0.minimumCelsius, $0.maximumCelsius] })
    #expect(distinctConditions.count > 1)
    #expect(distinctRanges.count > 1)
  }

  @Test(
    "The forecast has as many days as asked for, kept within 1 and 16",
    arguments: [(1, 1), (5, 5), (7, 7), (16, 16), (0, 1), (40, 16)])
  func forecastHasRequestedDayCount(requested: Int, expected: Int) {
    let sut = makeSUT(today: today)

    let report = sut.fetchWeather(at: berlin(), forecastDays: requested)

    #expect(report.daily.count == expected)
  }

  @Test("The forecast starts today and runs day after day, across the new year")
  func forecastDaysAreConsecutiveFromToday() throws {
    let newYearsEve = try #require(CalendarDay(year: 2026, month: 12, day: 31))
    let newYearsDay = try #require(CalendarDay(year: 2027, month: 1, day: 1))
    let secondOfJanuary = try #require(CalendarDay(year: 2027, month: 1, day: 2))
    let sut = makeSUT(today: newYearsEve)

    let report = sut.fetchWeather(at: berlin(), forecastDays: 3)

    #expect(report.daily.map(\.day) == [newYearsEve, newYearsDay, secondOfJanuary])
  }

  @Test("Tomorrow's forecast stays the same when tomorrow comes")
  func forecastForADayDoesNotChange() throws {
    let sutToday = makeSUT(today: today)
    let sutTomorrow = makeSUT(today: today.adding(days: 1))

    let reportToday = sutToday.fetchWeather(at: berlin(), forecastDays: 2)
    let reportTomorrow = sutTomorrow.fetchWeather(at: berlin(), forecastDays: 1)

    #expect(reportToday.daily.last == reportTomorrow.daily.first)
  }

  @Test("The current weather is observed today at noon, within today's range")
  func currentWeatherIsTodayAtNoon() throws {
    let sut = makeSUT(today: today)

    let report = sut.fetchWeather(at: berlin(), forecastDays: 1)

    let forecastToday = try #require(report.daily.first)
    let minimum = try #require(forecastToday.minimumCelsius)
    let maximum = try #require(forecastToday.maximumCelsius)
    #expect(report.current.observedAt == LocalDateTime(day: today, hour: 12, minute: 0))
    #expect((minimum...maximum).contains(report.current.temperatureCelsius))
    #expect(report.current.condition == forecastToday.condition)
  }

  @Test("Every day's minimum is at most its maximum", arguments: SampleCities.all)
  func minimumIsAtMostMaximum(city: City) throws {
    let sut = makeSUT(today: today)

    let report = sut.fetchWeather(at: city.coordinates, forecastDays: 16)

    for forecast in report.daily {
      let minimum = try #require(forecast.minimumCelsius)
      let maximum = try #require(forecast.maximumCelsius)
      #expect(minimum <= maximum, "on \(forecast.day)")
    }
  }

  @Test("Every condition is one of the known WMO conditions", arguments: SampleCities.all)
  func conditionsAreKnown(city: City) throws {
    let sut = makeSUT(today: today)

    let report = sut.fetchWeather(at: city.coordinates, forecastDays: 16)

    let conditions =
      try [report.current.condition] + report.daily.map { try #require($0.condition) }
    for condition in conditions {
      #expect(WeatherCondition.allKnown.contains(condition))
    }
  }

  @Test(
    "A tropical city is warmer than an Arctic one, whatever the season", arguments: [1, 4, 7, 10])
  func tropicsAreWarmerThanTheArctic(month: Int) throws {
    let sut = makeSUT(today: try #require(CalendarDay(year: 2026, month: month, day: 1)))

    let singapore = sut.fetchWeather(at: singapore(), forecastDays: 16)
    let longyearbyen = sut.fetchWeather(at: longyearbyen(), forecastDays: 16)

    #expect(try averageCelsius(of: singapore) > averageCelsius(of: longyearbyen))
  }

  @Test("Summer comes in July north of the equator and in January south of it")
  func seasonsFlipBetweenHemispheres() throws {
    let january = makeSUT(today: try #require(CalendarDay(year: 2026, month: 1, day: 1)))
    let july = makeSUT(today: try #require(CalendarDay(year: 2026, month: 7, day: 1)))

    let berlinInJanuary = january.fetchWeather(at: berlin(), forecastDays: 16)
    let berlinInJuly = july.fetchWeather(at: berlin(), forecastDays: 16)
    let sydneyInJanuary = january.fetchWeather(at: sydney(), forecastDays: 16)
    let sydneyInJuly = july.fetchWeather(at: sydney(), forecastDays: 16)

    #expect(try averageCelsius(of: berlinInJuly) > averageCelsius(of: berlinInJanuary))
    #expect(try averageCelsius(of: sydneyInJanuary) > averageCelsius(of: sydneyInJuly))
  }

  @Test("The system's today is the current date in UTC")
  func systemTodayIsTheUTCDate() throws {
    let before = try utcDay(of: Date())

    let systemToday = SampleWeatherGateway.systemToday()

    let after = try utcDay(of: Date())
    #expect(systemToday == before || systemToday == after)
  }

  private func makeSUT(today: CalendarDay) -> SampleWeatherGateway {
    SampleWeatherGateway(today: { today })
  }

  private func yearlyMean(at place: Coordinates, from firstDay: CalendarDay) -> Double {
    let means = (0..<365).compactMap { offset -> Double? in
      let day = makeSUT(today: firstDay.adding(days: offset))
        .fetchWeather(at: place, forecastDays: 1).daily.first
      guard let minimum = day?.minimumCelsius, let maximum = day?.maximumCelsius else { return nil }
      return (minimum + maximum) / 2
    }
    return means.reduce(0, +) / Double(means.count)
  }
}

private func berlin() -> Coordinates { Coordinates(latitude: 52.52, longitude: 13.41) }
private func tokyo() -> Coordinates { Coordinates(latitude: 35.69, longitude: 139.69) }
private func sydney() -> Coordinates { Coordinates(latitude: -33.87, longitude: 151.21) }
private func singapore() -> Coordinates { Coordinates(latitude: 1.29, longitude: 103.85) }
private func longyearbyen() -> Coordinates { Coordinates(latitude: 78.22, longitude: 15.65) }

private func averageCelsius(of report: WeatherReport) throws -> Double {
  let middles = try report.daily.map { forecast in
    let minimum = try #require(forecast.minimumCelsius)
    let maximum = try #require(forecast.maximumCelsius)
    return (minimum + maximum) / 2
  }
  return middles.reduce(0, +) / Double(middles.count)
}

// Foundation's own calendar is the independent witness for what today is in UTC.
private func utcDay(of date: Date) throws -> CalendarDay {
  var calendar = Calendar(identifier: .gregorian)
  calendar.timeZone = try #require(TimeZone(identifier: "UTC"))
  let parts = calendar.dateComponents([.year, .month, .day], from: date)
  let year = try #require(parts.year)
  let month = try #require(parts.month)
  let day = try #require(parts.day)
  return try #require(CalendarDay(year: year, month: month, day: day))
}
