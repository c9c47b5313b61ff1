import CitiesData
import CitiesDomain
import CitiesNetworkTestSupport
import CitiesTestSupport
import Foundation
import Testing

// Serialized: every test has a request in flight, and on Linux each request holds a session's
// pair of sockets; one test at a time keeps the whole run under 256 open files
// (docs/DECISIONS.md).
@Suite("OpenMeteoWeatherGateway", .serialized, .timeLimit(.minutes(1)), .endsRunWhenHung)
struct OpenMeteoWeatherGatewayTests {
  private let network = StubbedNetwork()
  private let sut: OpenMeteoWeatherGateway

  init() {
    let apiClient = URLSessionAPIClient(baseURL: network.baseURL, session: network.session)
    sut = OpenMeteoWeatherGateway(apiClient: apiClient)
  }

  @Test("A forecast request asks for the current and daily variables in the city's time zone")
  func sendsTheForecastRequest() async throws {
    network.respond(json: forecastJSON())

    _ = try await sut.fetchWeather(at: berlinCoordinates(), forecastDays: 7)

    let sent = try #require(network.receivedRequests.only)
    #expect(sent.urlComponents?.path == "/v1/forecast")
    #expect(
      sent.urlComponents?.queryItems == [
        URLQueryItem(name: "latitude", value: "52.52437"),
        URLQueryItem(name: "longitude", value: "13.41053"),
        URLQueryItem(name: "current", value: "temperature_2m,weather_code"),
        URLQueryItem(name: "daily", value: "weather_code,temperature_2m_max,temperature_2m_min"),
        URLQueryItem(name: "timezone", value: "auto"),
        URLQueryItem(name: "forecast_days", value: "7"),
      ])
  }

  @Test("Tiny and negative coordinates are written as plain decimals, never in exponent form")
  func writesCoordinatesAsPlainDecimals() async throws {
    network.respond(json: forecastJSON())

    _ = try await sut.fetchWeather(
      at: Coordinates(latitude: 0.00001, longitude: -70.25), forecastDays: 1)

    let items = try #require(network.receivedRequests.only?.urlComponents?.queryItems)
    #expect(items.first { $0.name == "latitude" }?.value == "0.00001")
    #expect(items.first { $0.name == "longitude" }?.value == "-70.25000")
  }

  @Test("An answer becomes the current weather and one forecast per local day")
  func mapsTheAnswerToAReport() async throws {
    network.respond(json: forecastJSON())
    let expected = try expectedReport()

    let report = try await sut.fetchWeather(at: berlinCoordinates(), forecastDays: 3)

    #expect(report == expected)
  }

  @Test("A null in a daily array leaves that value unknown")
  func keepsNullsAsNil() async throws {
    network.respond(json: forecastJSON(weatherCodes: "[3,null,61]", maximums: "[null,14.0,9.1]"))

    let report = try await sut.fetchWeather(at: berlinCoordinates(), forecastDays: 3)

    #expect(report.daily.map(\.condition) == [.overcast, nil, .slightRain])
    #expect(report.daily.map(\.maximumCelsius) == [nil, 14.0, 9.1])
  }

  @Test("A daily array shorter than the days leaves the missing values unknown")
  func handlesShortArrays() async throws {
    network.respond(json: forecastJSON(minimums: "[4.5]"))

    let report = try await sut.fetchWeather(at: berlinCoordinates(), forecastDays: 3)

    #expect(report.daily.map(\.minimumCelsius) == [4.5, nil, nil])
    #expect(report.daily.count == 3)
  }

  @Test("A weather code the app does not know becomes an unknown condition")
  func mapsUnknownCodes() async throws {
    network.respond(json: forecastJSON(currentCode: 42, weatherCodes: "[42,0,0]"))

    let report = try await sut.fetchWeather(at: berlinCoordinates(), forecastDays: 3)

    #expect(report.current.condition == .unknown(code: 42))
    #expect(report.daily.first?.condition == .unknown(code: 42))
  }

  @Test(
    "A daily date the app cannot read is a decoding error naming its place in the array",
    arguments: ["2026-02-30", "28.03.2026", "2026-3-28", "2026-03-28T00:00", ""])
  func rejectsMalformedDailyDates(malformed: String) async {
    network.respond(json: forecastJSON(days: #"["2026-03-26","2026-03-27","\#(malformed)"]"#))
    let expected = APIClientError.decoding(
      host: network.host, field: "daily.time[2]", problem: "expected a date like 2026-03-26")

    await #expect(throws: expected) {
      try await sut.fetchWeather(at: berlinCoordinates(), forecastDays: 3)
    }
  }

  @Test(
    "A current time the app cannot read is a decoding error naming current.time",
    arguments: ["2026-03-26", "2026-03-26T24:00", "2026-03-26T16:15:00", "2026-03-26T16:15Z"])
  func rejectsMalformedCurrentTimes(malformed: String) async {
    network.respond(json: forecastJSON(currentTime: malformed))
    let expected = APIClientError.decoding(
      host: network.host, field: "current.time", problem: "expected a time like 2026-03-26T16:15")

    await #expect(throws: expected) {
      try await sut.fetchWeather(at: berlinCoordinates(), forecastDays: 3)
    }
  }
}

private func berlinCoordinates() -> Coordinates {
  Coordinates(latitude: 52.52437, longitude: 13.41053)
}

private func forecastJSON(
  currentTime: String = "2026-03-26T16:15",
  currentCode: Int = 2,
  days: String = #"["2026-03-26","2026-03-27","2026-03-28"]"#,
  weatherCodes: String = "[3,80,95]",
  maximums: String = "[18.0,14.2,9.1]",
  minimums: String = "[6.4,5.0,-1.3]"
) -> String {
  """
  {"latitude":52.52,"longitude":13.419998,"generationtime_ms":0.1,"utc_offset_seconds":3600,
   "timezone":"Europe/Berlin","timezone_abbreviation":"GMT+1","elevation":38.0,
   "current_units":{"time":"iso8601","interval":"seconds","temperature_2m":"°C","weather_code":"wmo code"},
   "current":{"time":"\(currentTime)","interval":900,"temperature_2m":17.5,"weather_code":\(currentCode)},
   "daily_units":{"time":"iso8601","weather_code":"wmo code","temperature_2m_max":"°C","temperature_2m_min":"°C"},
   "daily":{"time":\(days),"weather_code":\(weatherCodes),
     "temperature_2m_max":\(maximums),"temperature_2m_min":\(minimums)}}
  """
}

private func expectedReport() throws -> WeatherReport {
  let today = try #require(CalendarDay(year: 2026, month: 3, day: 26))
  return WeatherReport(
    current: CurrentWeather(
      temperatureCelsius: 17.5, condition: .partlyCloudy,
      observedAt: LocalDateTime(day: today, hour: 16, minute: 15)),
    daily: [
      DailyForecast(day: today, minimumCelsius: 6.4, maximumCelsius: 18.0, condition: .overcast),
      DailyForecast(
        day: today.adding(days: 1), minimumCelsius: 5.0, maximumCelsius: 14.2,
        condition: .slightRainShowers),
      DailyForecast(
        day: today.adding(days: 2), minimumCelsius: -1.3, maximumCelsius: 9.1,
        condition: .thunderstorm),
    ]
  )
}
