import CitiesDomain
import CitiesPresentationWords
import CitiesRedux
import CitiesReduxTestSupport
import CitiesTestSupport
import Testing

@MainActor
@Suite(
  "City-weather reducer and effects", .timeLimit(.minutes(1)), .endsRunWhenHung, .checksReleases)
struct CityWeatherReducerTests {
  @Test(
    "Appearing shows loading, then the weather now and one row a day, today first",
    .tags(.w1, .w3, .w4, .f3, .f4))
  func appearingShowsReport() async {
    let (reducer, showWeather) = makeSUT()

    await withTestStore(initialState: CityWeatherState(city: anyCity()), reducer: reducer) {
      store in
      await store.send(.appeared)
      await store.receive(.weatherLoaded(anyWeatherReport())) {
        $0.content = .report(
          CityWeatherState.Report(
            temperature: "18°C", condition: "Clear sky",
            days: [
              CityWeatherState.Day(
                day: "Today", minimum: "4°C", maximum: "12°C", condition: "Partly cloudy"),
              CityWeatherState.Day(
                day: "Fri", minimum: "5°C", maximum: "13°C", condition: "Partly cloudy"),
              CityWeatherState.Day(
                day: "Sat", minimum: "6°C", maximum: "14°C", condition: "Partly cloudy"),
              CityWeatherState.Day(
                day: "Sun", minimum: "7°C", maximum: "15°C", condition: "Partly cloudy"),
              CityWeatherState.Day(
                day: "Mon", minimum: "8°C", maximum: "16°C", condition: "Partly cloudy"),
            ]))
      }
    }
    #expect(await showWeather.requestedCities == [anyCity()])
  }

  @Test("The title is the city's name from the start, loading or failed", .tags(.w2))
  func title() {
    #expect(CityWeatherState(city: anyCity()).title == "Berlin")
    #expect(CityWeatherState(city: anyCity(), content: .error(message: "")).title == "Berlin")
  }

  @Test("A failed load shows the error with its reason, and retrying loads again", .tags(.w5))
  func failedLoadAndRetry() async {
    let (reducer, showWeather) = makeSUT()
    await showWeather.answer(with: .failure(AnyError("You appear to be offline.")))
    let state = CityWeatherState(city: anyCity(), content: .error(message: ""))
    await withTestStore(initialState: state, reducer: reducer) { store in
      await store.send(.retryTapped) { $0.content = .loading }
      await store.receive(.loadFailed(reason: "You appear to be offline.")) {
        $0.content = .error(
          message: CityWeatherWords.couldNotLoad(reason: "You appear to be offline."))
      }
    }
  }

  @Test(
    "Temperatures round half away from zero to whole degrees, never showing -0°C",
    .tags(.f1),
    arguments: [
      (18.0, "18°C"), (12.49, "12°C"), (0.5, "1°C"), (2.5, "3°C"), (-0.5, "-1°C"),
      (-2.5, "-3°C"), (-0.4, "0°C"), (-0.0, "0°C"), (.nan, "–"), (.infinity, "–"),
    ] as [(Double, String)])
  func temperature(celsius: Double, shown: String) async {
    let report = WeatherReport(
      current: CurrentWeather(temperatureCelsius: celsius, condition: .overcast), daily: [])

    let content = await loadedContent(of: report)

    #expect(
      content
        == .report(CityWeatherState.Report(temperature: shown, condition: "Overcast", days: [])))
  }

  @Test("Missing forecast values show as an en dash", .tags(.f2))
  func missingValues() async {
    let report = WeatherReport(
      current: CurrentWeather(temperatureCelsius: 1, condition: .fog),
      daily: [DailyForecast(day: CalendarDay(daysSinceEpoch: 20_538))])

    let content = await loadedContent(of: report)

    guard case .report(let report) = content else {
      Issue.record("No report shown: \(String(describing: content))")
      return
    }
    #expect(
      report.days == [
        CityWeatherState.Day(day: "Today", minimum: "–", maximum: "–", condition: "–")
      ])
  }

  // The content the store shows once the report has arrived, as a non-exhaustive test asserts
  // only the part it is about.
  private func loadedContent(of report: WeatherReport) async -> CityWeatherContent? {
    let (reducer, showWeather) = makeSUT()
    await showWeather.answer(with: .success(report))
    let store = Store(initialState: CityWeatherState(city: anyCity()), reducer: reducer)
    expectReleasedAfterTest(store)
    await store.send(.appeared)
    return store.state.content
  }

  private func makeSUT() -> (reducer: CityWeatherReducer, showWeather: ShowWeatherUseCaseSpy) {
    let showWeather = ShowWeatherUseCaseSpy()
    return (
      CityWeatherReducer(showWeather: showWeather, renameCity: RenameCityUseCaseSpy()), showWeather
    )
  }
}
