import CitiesPatternList
import CitiesTestSupport
import Testing

@Suite(
  "Conformance: a city's weather, in every pattern", .timeLimit(.minutes(1)), .endsRunWhenHung,
  .checksReleases)
struct CityWeatherStoryTests {
  @Test(
    "9. Weather that fails to load says why; a retry shows the report; back goes to the list",
    arguments: PatternKind.allCases)
  func weatherErrorThenRetry(pattern: PatternKind) async throws {
    let outcome = try await Story.weatherErrorThenRetry.play(on: pattern)

    #expect(
      outcome.weather
        == ShownScreen(
          title: "Berlin",
          states: [
            .loading,
            .error("Could not load the weather: The service is down."),
            .loading,
            .report(current: ["18°C", "Clear sky"], forecast: berlinForecast()),
          ]
        ))
    #expect(outcome.navigation == [.closedCityWeather])
  }

  @Test(
    "17. Weather that fails to load still has the city's name as its title",
    arguments: PatternKind.allCases)
  func failedWeatherKeepsTitle(pattern: PatternKind) async throws {
    let outcome = try await Story.failedWeatherKeepsTitle.play(on: pattern)

    #expect(outcome.weather.title == "London")
    #expect(outcome.weather.state == .error("Could not load the weather: The service is down."))
  }
}

/// The forecast rows of `anyWeatherReport()`, whose first day, 2026-03-26, is a Thursday.
private func berlinForecast() -> [[String]] {
  [
    ["Today", "4°C", "12°C", "Partly cloudy"],
    ["Fri", "5°C", "13°C", "Partly cloudy"],
    ["Sat", "6°C", "14°C", "Partly cloudy"],
    ["Sun", "7°C", "15°C", "Partly cloudy"],
    ["Mon", "8°C", "16°C", "Partly cloudy"],
  ]
}
