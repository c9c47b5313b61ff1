import CitiesDomain
import CitiesMVVM
import CitiesMVVMTestSupport
import CitiesPresentationWords
import CitiesTestSupport
import Testing

@MainActor
@Suite("City weather formatting", .timeLimit(.minutes(1)), .endsRunWhenHung, .checksReleases)
struct CityWeatherFormattingTests {
  @Test(
    "Temperatures round half away from zero to whole degrees, never showing -0°C",
    .tags(.f1),
    arguments: [
      (18.0, "18°C"), (12.49, "12°C"), (0.5, "1°C"), (2.5, "3°C"), (-0.5, "-1°C"),
      (-2.5, "-3°C"), (-3.2, "-3°C"), (-0.4, "0°C"), (-0.0, "0°C"),
    ]
  )
  func temperature(celsius: Double, shown: String) async throws {
    let report = WeatherReport(
      current: CurrentWeather(temperatureCelsius: celsius, condition: .overcast),
      daily: [DailyForecast(day: monday(), minimumCelsius: celsius, maximumCelsius: celsius)]
    )

    let (current, forecast) = try await shownReport(report)

    #expect(current.temperature == shown)
    #expect(forecast.map(\.minimum) == [shown])
    #expect(forecast.map(\.maximum) == [shown])
  }

  @Test("Missing forecast values show as an en dash", .tags(.f2))
  func missingValues() async throws {
    let report = WeatherReport(
      current: CurrentWeather(temperatureCelsius: 1, condition: .fog),
      daily: [DailyForecast(day: monday())]
    )

    let (_, forecast) = try await shownReport(report)

    #expect(
      forecast == [ForecastDayWords(day: "Today", minimum: "–", maximum: "–", condition: "–")])
  }

  @Test(
    "The first day is Today and the others are short weekday names, whatever today is",
    .tags(.f3))
  func dayNames() async throws {
    let sunday = monday().adding(days: -1)
    let report = WeatherReport(
      current: CurrentWeather(temperatureCelsius: 1, condition: .fog),
      daily: (0..<8).map { DailyForecast(day: sunday.adding(days: $0)) }
    )

    let (_, forecast) = try await shownReport(report)

    #expect(
      forecast.map(\.day) == ["Today", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"])
  }

  @Test("Conditions read as the domain's summaries, an unknown code included", .tags(.f4))
  func conditions() async throws {
    let report = WeatherReport(
      current: CurrentWeather(temperatureCelsius: 1, condition: .thunderstormWithSlightHail),
      daily: [DailyForecast(day: monday(), condition: .unknown(code: 42))]
    )

    let (current, forecast) = try await shownReport(report)

    #expect(current.condition == "Thunderstorm with slight hail")
    #expect(forecast.map(\.condition) == ["Unknown weather (code 42)"])
  }

  private func shownReport(
    _ report: WeatherReport
  ) async throws -> (
    current: (temperature: String, condition: String), forecast: [ForecastDayWords]
  ) {
    let viewModel = makeSUT(answering: report)
    await viewModel.viewDidAppear()
    guard case .report(let shown) = viewModel.state else {
      throw ReportNotShown(state: viewModel.state)
    }
    return ((shown.temperature, shown.condition), shown.forecast)
  }

  private func makeSUT(answering report: WeatherReport) -> CityWeatherViewModel {
    let viewModel = CityWeatherViewModel(
      city: anyCity(), useCase: CityWeatherSceneUseCaseSpy(result: .success(report)),
      navigator: CityWeatherNavigatorSpy())
    expectReleasedAfterTest(viewModel)
    return viewModel
  }
}

private struct ReportNotShown: Error {
  let state: CityWeatherState
}

/// 2026-03-23, a Monday.
private func monday() -> CalendarDay {
  CalendarDay(daysSinceEpoch: 20_535)
}
