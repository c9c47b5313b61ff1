import CitiesDomain
import CitiesTestSupport
import CitiesVIP
import CitiesWords
import Testing

@MainActor
@Suite("VIP city-weather presenter")
struct CityWeatherPresenterTests {
  private let view = CityWeatherDisplaySpy()
  private let presenter: CityWeatherPresenter

  init() {
    presenter = CityWeatherPresenter(view: view)
  }

  @Test("Loading shows the city's name as the title, over the loading state")
  func loadingState() {
    presenter.presentWeather(response: .loading(anyCity()))

    #expect(
      view.viewModels == [CityWeather.LoadWeather.ViewModel(title: "Berlin", state: .loading)])
  }

  @Test("A report shows the weather now, then one row per day with today first")
  func reportShowsNowThenDays() {
    presenter.presentWeather(response: .loaded(anyCity(), anyWeatherReport()))

    let forecast = [
      ForecastRowViewModel(
        day: "Today", minimum: "4°C", maximum: "12°C", condition: "Partly cloudy"),
      ForecastRowViewModel(day: "Fri", minimum: "5°C", maximum: "13°C", condition: "Partly cloudy"),
      ForecastRowViewModel(day: "Sat", minimum: "6°C", maximum: "14°C", condition: "Partly cloudy"),
      ForecastRowViewModel(day: "Sun", minimum: "7°C", maximum: "15°C", condition: "Partly cloudy"),
      ForecastRowViewModel(day: "Mon", minimum: "8°C", maximum: "16°C", condition: "Partly cloudy"),
    ]
    let report = WeatherReportViewModel(
      temperature: "18°C", condition: "Clear sky", forecast: forecast)
    #expect(
      view.viewModels == [
        CityWeather.LoadWeather.ViewModel(title: "Berlin", state: .result(report))
      ])
  }

  @Test(
    "Temperatures round half away from zero to whole degrees, never showing -0°C",
    arguments: zip(
      [18, -3, 0.5, -0.5, 2.5, -2.5, 0.4, -0.4, -0.0, 21.49],
      ["18°C", "-3°C", "1°C", "-1°C", "3°C", "-3°C", "0°C", "0°C", "0°C", "21°C"]))
  func temperature(celsius: Double, expected: String) throws {
    presenter.presentWeather(response: .loaded(anyCity(), weatherReport(currentCelsius: celsius)))

    let shown = try #require(shownReport())
    #expect(shown.temperature == expected)
  }

  @Test(
    "A temperature no thermometer could show reads as missing", arguments: [Double.nan, .infinity])
  func impossibleTemperature(celsius: Double) throws {
    presenter.presentWeather(response: .loaded(anyCity(), weatherReport(currentCelsius: celsius)))

    let shown = try #require(shownReport())
    #expect(shown.temperature == "–")
  }

  @Test("Missing forecast values show an en dash")
  func missingValues() throws {
    let day = try #require(CalendarDay(year: 2026, month: 3, day: 26))
    let report = WeatherReport(
      current: CurrentWeather(temperatureCelsius: 18, condition: .clearSky),
      daily: [DailyForecast(day: day)])

    presenter.presentWeather(response: .loaded(anyCity(), report))

    let shown = try #require(shownReport())
    #expect(
      shown.forecast == [
        ForecastRowViewModel(day: "Today", minimum: "–", maximum: "–", condition: "–")
      ])
  }

  @Test("The days after today go by their three-letter English names")
  func weekdayNames() throws {
    let monday = try #require(CalendarDay(year: 2026, month: 3, day: 23))
    let report = WeatherReport(
      current: CurrentWeather(temperatureCelsius: 18, condition: .clearSky),
      daily: (0..<8).map { DailyForecast(day: monday.adding(days: $0)) })

    presenter.presentWeather(response: .loaded(anyCity(), report))

    let shown = try #require(shownReport())
    #expect(
      shown.forecast.map(\.day) == ["Today", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun", "Mon"])
  }

  @Test("Weather that cannot be had shows the reason, under the city's name")
  func loadFailure() {
    presenter.presentWeather(response: .failed(anyCity(), AnyError("offline")))

    let state = CityWeatherViewState.error(
      message: CityWeatherWords.couldNotLoad(reason: "offline"))
    #expect(view.viewModels == [CityWeather.LoadWeather.ViewModel(title: "Berlin", state: state)])
  }

  private func shownReport() -> WeatherReportViewModel? {
    guard case .result(let report) = view.viewModels.last?.state else { return nil }
    return report
  }
}

private func weatherReport(currentCelsius: Double) -> WeatherReport {
  WeatherReport(
    current: CurrentWeather(temperatureCelsius: currentCelsius, condition: .clearSky), daily: [])
}
