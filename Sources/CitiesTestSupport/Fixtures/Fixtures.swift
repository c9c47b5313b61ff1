import CitiesDomain

/// A city with believable details, for tests that need one and do not care which.
public func anyCity(id: Int = 2_950_159, name: String = "Berlin") -> City {
  City(
    id: id,
    name: name,
    region: "Berlin",
    country: "Germany",
    countryCode: "DE",
    coordinates: Coordinates(latitude: 52.52437, longitude: 13.41053),
    timeZone: "Europe/Berlin"
  )
}

/// A second city, different from `anyCity()` in every field.
public func otherCity() -> City {
  City(
    id: 2_643_743,
    name: "London",
    region: "England",
    country: "United Kingdom",
    countryCode: "GB",
    coordinates: Coordinates(latitude: 51.50853, longitude: -0.12574),
    timeZone: "Europe/London"
  )
}

/// A weather report with a current reading and a five-day forecast starting on 2026-03-26.
public func anyWeatherReport() -> WeatherReport {
  let firstDay = CalendarDay(daysSinceEpoch: 20_538)
  let daily = (0..<5).map { offset in
    DailyForecast(
      day: firstDay.adding(days: offset),
      minimumCelsius: 4 + Double(offset),
      maximumCelsius: 12 + Double(offset),
      condition: .partlyCloudy
    )
  }
  return WeatherReport(
    current: CurrentWeather(temperatureCelsius: 18, condition: .clearSky),
    daily: daily
  )
}

/// An error that stands for any failure of a dependency.
public struct AnyError: Error, Equatable, CustomStringConvertible {
  /// A readable message, so that tests can check an error reaches the user unchanged.
  public let description: String

  /// Makes an error with the given message.
  public init(_ description: String = "Something went wrong.") {
    self.description = description
  }
}
