import CitiesDomain
import Foundation

/// The made-up but plausible climate of one place: warm near the equator, cold toward the poles,
/// with seasons that flip between the hemispheres.
///
/// Every number comes from a generator seeded with the place and the day, so a day's weather
/// never changes, whichever day asks for it.
struct SampleClimate {
  private let coordinates: Coordinates

  init(coordinates: Coordinates) {
    self.coordinates = coordinates
  }

  func forecast(for day: CalendarDay) -> DailyForecast {
    let weather = sampleDay(day)
    return DailyForecast(
      day: day, minimumCelsius: weather.minimum, maximumCelsius: weather.maximum,
      condition: weather.condition)
  }

  func currentWeather(on day: CalendarDay) -> CurrentWeather {
    let weather = sampleDay(day)
    // The observation is at noon, near the warmest part of the day.
    let noonCelsius = weather.minimum + (weather.maximum - weather.minimum) * 0.8
    return CurrentWeather(
      temperatureCelsius: Self.roundedToTenths(noonCelsius), condition: weather.condition,
      observedAt: LocalDateTime(day: day, hour: 12, minute: 0))
  }

  private func sampleDay(
    _ day: CalendarDay
  ) -> (minimum: Double, maximum: Double, condition: WeatherCondition) {
    var random = SplitMix64(combining: [
      Self.hundredths(coordinates.latitude), Self.hundredths(coordinates.longitude),
      day.daysSinceEpoch,
    ])
    // Passing weather moves a day a few degrees off the season's mean, and nights are cooler.
    let meanCelsius = typicalMeanCelsius(on: day) + random.next(in: -4...4)
    let halfRange = random.next(in: 2...6)
    let codes = meanCelsius < 0 ? Self.freezingCodes : Self.mildCodes
    return (
      Self.roundedToTenths(meanCelsius - halfRange), Self.roundedToTenths(meanCelsius + halfRange),
      WeatherCondition(wmoCode: random.nextElement(of: codes))
    )
  }

  private func typicalMeanCelsius(on day: CalendarDay) -> Double {
    let distanceFromEquator = min(abs(coordinates.latitude), 90)
    // A curve fitted by eye to real yearly means: 27 °C on the equator, 12 °C at Berlin's 52°,
    // -7 °C at Svalbard's 78°.
    let yearlyMean = 27 - 0.0055 * distanceFromEquator * distanceFromEquator
    // Summer peaks in mid-July north of the equator and in mid-January south of it.
    let monthsFromMidJuly = Double(day.month - 7) + Double(day.day - 15) / 30
    let northernSummer = cos(monthsFromMidJuly * .pi / 6)
    let hemisphere: Double = coordinates.latitude < 0 ? -1 : 1
    let seasonalSwing = min(distanceFromEquator / 6, 8)
    return yearlyMean + hemisphere * seasonalSwing * northernSummer
  }

  // Rounding to about a kilometre gives a saved city and a fresh search result the same weather.
  private static func hundredths(_ degrees: Double) -> Int {
    Int(exactly: (degrees * 100).rounded()) ?? 0
  }

  private static func roundedToTenths(_ celsius: Double) -> Double { (celsius * 10).rounded() / 10 }
}
