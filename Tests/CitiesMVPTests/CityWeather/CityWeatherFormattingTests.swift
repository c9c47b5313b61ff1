import CitiesDomain
import CitiesMVP
import CitiesMVPTestSupport
import CitiesTestSupport
import Testing

@MainActor
@Suite("MVP city-weather formatting", .timeLimit(.minutes(1)), .endsRunWhenHung, .checksReleases)
struct CityWeatherFormattingTests {
  @Test(
    "Temperatures round to whole degrees, half away from zero, and never read -0°C",
    .tags(.f1),
    arguments: [
      (18.0, "18°C"), (12.49, "12°C"), (2.5, "3°C"), (0.5, "1°C"), (0.4, "0°C"), (-0.0, "0°C"),
      (-0.4, "0°C"), (-0.5, "-1°C"), (-2.5, "-3°C"), (-3.2, "-3°C"), (-17.5, "-18°C"),
    ]
  )
  func temperature(_ celsius: Double, reads expected: String) async {
    let report = WeatherReport(
      current: CurrentWeather(temperatureCelsius: celsius, condition: .overcast),
      daily: [DailyForecast(day: thursday(), minimumCelsius: celsius, maximumCelsius: celsius)]
    )
    let view = await showing(report)

    #expect(view.messages.contains(.current(temperature: expected, condition: "Overcast")))
    #expect(forecastRows(in: view).first?.minimum == expected)
    #expect(forecastRows(in: view).first?.maximum == expected)
  }

  @Test("A value the forecast does not know reads as an en dash", .tags(.f2))
  func missingValues() async {
    let report = WeatherReport(
      current: CurrentWeather(temperatureCelsius: 9, condition: .fog),
      daily: [DailyForecast(day: thursday())]
    )

    let view = await showing(report)

    #expect(
      forecastRows(in: view) == [
        ForecastCellViewSpy.Row(day: "Today", minimum: "–", maximum: "–", condition: "–")
      ]
    )
  }

  @Test(
    "The first day reads Today and the others their short weekday, from the local date alone",
    .tags(.f3))
  func dayNames() async {
    let week = (0..<8).map { DailyForecast(day: thursday().adding(days: $0), condition: .fog) }
    let report = WeatherReport(
      current: CurrentWeather(temperatureCelsius: 9, condition: .fog), daily: week)

    let view = await showing(report)

    #expect(
      forecastRows(in: view).map(\.day)
        == ["Today", "Fri", "Sat", "Sun", "Mon", "Tue", "Wed", "Thu"]
    )
  }

  @Test("A condition reads as its summary, even one the app does not know", .tags(.f4))
  func conditions() async {
    let report = WeatherReport(
      current: CurrentWeather(temperatureCelsius: 9, condition: .unknown(code: 42)),
      daily: [DailyForecast(day: thursday(), condition: .thunderstormWithHeavyHail)]
    )

    let view = await showing(report)

    let current = CityWeatherViewSpy.Message.current(
      temperature: "9°C", condition: "Unknown weather (code 42)")
    #expect(view.messages.contains(current))
    #expect(forecastRows(in: view).first?.condition == "Thunderstorm with heavy hail")
  }

  private func showing(_ report: WeatherReport) async -> CityWeatherViewSpy {
    let view = CityWeatherViewSpy()
    let presenter = CityWeatherConfigurator(
      showWeatherUseCase: ShowWeatherUseCaseSpy(result: .success(report)),
      renameCityUseCase: RenameCityUseCaseSpy()
    ).configure(city: anyCity(), view: view, router: CityWeatherRouterSpy())
    view.presenter = presenter
    expectReleasedAfterTest(presenter)
    await presenter.viewDidLoad()
    return view
  }

  private func forecastRows(in view: CityWeatherViewSpy) -> [ForecastCellViewSpy.Row] {
    for case .forecast(let rows) in view.messages.reversed() { return rows }
    return []
  }
}

/// 2026-03-26, a Thursday.
private func thursday() -> CalendarDay {
  CalendarDay(daysSinceEpoch: 20_538)
}
