import CitiesData
import CitiesDomain
import CitiesTestSupport
import Testing

/// One spec for both data sources: the use cases, and so every presenter above them, cannot tell
/// the offline sample gateways from the Open-Meteo ones.
@Suite(
  "Sample and Open-Meteo gateways are interchangeable", .timeLimit(.minutes(1)), .endsRunWhenHung)
struct InterchangeableGatewaysTests {
  @Test("Searching for Berlin finds Berlin first", arguments: SearchAndWeatherSource.allCases)
  func searchFindsTheCity(source: SearchAndWeatherSource) async throws {
    let (useCase, network) = source.makeSearch(openMeteoAnswer: berlinAnswer)

    let first = try #require(try await useCase.search(for: " berlin ").first)

    #expect(first.id == 2_950_159)
    #expect(first.name == "Berlin")
    #expect(abs(first.coordinates.latitude - 52.52) < 0.01)
    #expect(abs(first.coordinates.longitude - 13.41) < 0.01)
    withExtendedLifetime(network) {}
  }

  @Test(
    "A search that matches nothing gives an empty list", arguments: SearchAndWeatherSource.allCases)
  func searchWithoutMatches(source: SearchAndWeatherSource) async throws {
    let (useCase, network) = source.makeSearch(openMeteoAnswer: #"{"generationtime_ms":0.3}"#)

    let cities = try await useCase.search(for: "Qxzv")

    #expect(cities.isEmpty)
    withExtendedLifetime(network) {}
  }

  @Test(
    "The weather comes with one forecast per day for consecutive days",
    arguments: SearchAndWeatherSource.allCases)
  func weatherHasConsecutiveDays(source: SearchAndWeatherSource) async throws {
    let (useCase, network) = source.makeWeather(openMeteoAnswer: threeDayAnswer, forecastDays: 3)

    let report = try await useCase.showWeather(for: anyCity())

    #expect(report.daily.count == 3)
    let days = report.daily.map(\.day.daysSinceEpoch)
    #expect(days == Array(days[0]..<days[0] + 3))
    #expect(report.daily.allSatisfy { ($0.minimumCelsius ?? 0) <= ($0.maximumCelsius ?? 0) })
    withExtendedLifetime(network) {}
  }
}

private let berlinAnswer = """
  {"results":[{"id":2950159,"name":"Berlin","latitude":52.52437,"longitude":13.41053,
  "country_code":"DE","country":"Germany","admin1":"Berlin","timezone":"Europe/Berlin"}]}
  """

private let threeDayAnswer = """
  {"timezone":"Europe/Berlin","utc_offset_seconds":3600,
   "current":{"time":"2026-03-26T12:00","interval":900,"temperature_2m":11.5,"weather_code":1},
   "daily":{"time":["2026-03-26","2026-03-27","2026-03-28"],"weather_code":[1,3,61],
   "temperature_2m_max":[14.0,12.5,9.0],"temperature_2m_min":[4.0,5.5,2.0]}}
  """
