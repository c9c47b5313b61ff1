import CitiesDomain
import CitiesPresentationWords
import CitiesTestSupport
import CitiesVIP
import CitiesVIPTestSupport
import Testing

@MainActor
@Suite("VIP city-weather presenter", .checksReleases)
struct CityWeatherPresenterTests {
  private let view = CityWeatherDisplayLogicSpy()

  @Test("Loading shows the city's name as the title, over the loading state", .tags(.w1, .w2))
  func loadingState() {
    let presenter = makeSUT()
    presenter.presentWeather(response: .loading(anyCity()))

    #expect(
      view.viewModels == [CityWeather.LoadWeather.ViewModel(title: "Berlin", state: .loading)])
  }

  @Test(
    "A report shows the weather now, then one row per day with today first", .tags(.w3, .w4))
  func reportShowsNowThenDays() {
    let presenter = makeSUT()
    presenter.presentWeather(response: .loaded(anyCity(), anyWeatherReport()))

    let forecast = [
      CityWeather.LoadWeather.ViewModel.DisplayedForecastDay(
        day: "Today", minimum: "4°C", maximum: "12°C", condition: "Partly cloudy"),
      CityWeather.LoadWeather.ViewModel.DisplayedForecastDay(
        day: "Fri", minimum: "5°C", maximum: "13°C", condition: "Partly cloudy"),
      CityWeather.LoadWeather.ViewModel.DisplayedForecastDay(
        day: "Sat", minimum: "6°C", maximum: "14°C", condition: "Partly cloudy"),
      CityWeather.LoadWeather.ViewModel.DisplayedForecastDay(
        day: "Sun", minimum: "7°C", maximum: "15°C", condition: "Partly cloudy"),
      CityWeather.LoadWeather.ViewModel.DisplayedForecastDay(
        day: "Mon", minimum: "8°C", maximum: "16°C", condition: "Partly cloudy"),
    ]
    let report = CityWeather.LoadWeather.ViewModel.DisplayedReport(
      temperature: "18°C", condition: "Clear sky", forecast: forecast)
    #expect(
      view.viewModels == [
        CityWeather.LoadWeather.ViewModel(title: "Berlin", state: .result(report))
      ])
  }

  @Test(
    "Temperatures round half away from zero to whole degrees, never showing -0°C", .tags(.f1),
    arguments: zip(
      [18, -3, 0.5, -0.5, 2.5, -2.5, 0.4, -0.4, -0.0, 21.49],
      ["18°C", "-3°C", "1°C", "-1°C", "3°C", "-3°C", "0°C", "0°C", "0°C", "21°C"]))
  func temperature(celsius: Double, expected: String) throws {
    let presenter = makeSUT()
    presenter.presentWeather(response: .loaded(anyCity(), weatherReport(currentCelsius: celsius)))

    let shown = try #require(shownReport())
    #expect(shown.temperature == expected)
  }

  @Test(
    "A temperature no thermometer could show reads as missing", .tags(.f2),
    arguments: [Double.nan, .infinity])
  func impossibleTemperature(celsius: Double) throws {
    let presenter = makeSUT()
    presenter.presentWeather(response: .loaded(anyCity(), weatherReport(currentCelsius: celsius)))

    let shown = try #require(shownReport())
    #expect(shown.temperature == "–")
  }

  @Test("Missing forecast values show an en dash", .tags(.f2))
  func missingValues() throws {
    let presenter = makeSUT()
    let day = try #require(CalendarDay(year: 2026, month: 3, day: 26))
    let report = WeatherReport(
      current: CurrentWeather(temperatureCelsius: 18, condition: .clearSky),
      daily: [DailyForecast(day: day)])

    presenter.presentWeather(response: .loaded(anyCity(), report))

    let shown = try #require(shownReport())
    #expect(
      shown.forecast == [
        CityWeather.LoadWeather.ViewModel.DisplayedForecastDay(
          day: "Today", minimum: "–", maximum: "–", condition: "–")
      ])
  }

  @Test("The days after today go by their three-letter English names", .tags(.f3))
  func weekdayNames() throws {
    let presenter = makeSUT()
    let monday = try #require(CalendarDay(year: 2026, month: 3, day: 23))
    let report = WeatherReport(
      current: CurrentWeather(temperatureCelsius: 18, condition: .clearSky),
      daily: (0..<8).map { DailyForecast(day: monday.adding(days: $0)) })

    presenter.presentWeather(response: .loaded(anyCity(), report))

    let shown = try #require(shownReport())
    #expect(
      shown.forecast.map(\.day) == ["Today", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun", "Mon"])
  }

  @Test("A condition reads as its summary, even one the app does not know", .tags(.f4))
  func conditions() throws {
    let presenter = makeSUT()
    let day = try #require(CalendarDay(year: 2026, month: 3, day: 26))
    let report = WeatherReport(
      current: CurrentWeather(temperatureCelsius: 18, condition: .unknown(code: 42)),
      daily: [DailyForecast(day: day, condition: .thunderstormWithHeavyHail)])

    presenter.presentWeather(response: .loaded(anyCity(), report))

    let shown = try #require(shownReport())
    #expect(shown.condition == "Unknown weather (code 42)")
    #expect(shown.forecast.map(\.condition) == ["Thunderstorm with heavy hail"])
  }

  @Test("Weather that cannot be had shows the reason, under the city's name", .tags(.w5, .w2))
  func loadFailure() {
    let presenter = makeSUT()
    presenter.presentWeather(response: .failed(anyCity(), AnyError("offline")))

    let state = CityWeatherViewState.error(
      message: CityWeatherWords.couldNotLoad(reason: "offline"))
    #expect(view.viewModels == [CityWeather.LoadWeather.ViewModel(title: "Berlin", state: state)])
  }

  private func shownReport() -> CityWeather.LoadWeather.ViewModel.DisplayedReport? {
    guard case .result(let report) = view.viewModels.last?.state else { return nil }
    return report
  }

  private func makeSUT() -> CityWeatherPresenter {
    let presenter = CityWeatherPresenter(view: view)
    expectReleasedAfterTest(presenter)
    return presenter
  }
}

private func weatherReport(currentCelsius: Double) -> WeatherReport {
  WeatherReport(
    current: CurrentWeather(temperatureCelsius: currentCelsius, condition: .clearSky), daily: [])
}
