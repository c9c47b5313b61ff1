import CitiesDomain
import CitiesMVVM
import CitiesMVVMTestSupport
import CitiesPresentationWords
import CitiesTestSupport
import Observation
import Testing

@MainActor
@Suite("City weather view model", .timeLimit(.minutes(1)), .endsRunWhenHung, .checksReleases)
struct CityWeatherViewModelTests {
  @Test("The title is the city's name, even before the weather arrives", .tags(.w2))
  func titleIsCityName() {
    let (viewModel, _, _, _) = makeSUT(city: otherCity())

    #expect(viewModel.title == "London")
    #expect(viewModel.state == .loading)
  }

  @Test(
    "Appearing shows loading, then the weather now and a row per forecast day",
    .tags(.w1, .w3, .w4))
  func appearingShowsReport() async {
    let (viewModel, view, useCase, _) = makeSUT()

    await viewModel.viewDidAppear()

    #expect(await useCase.requestedCities == [anyCity()])
    #expect(view.values == [.loading, anyReportShown()])
  }

  @Test(
    "A failed load shows the error, and retrying shows loading, then the weather", .tags(.w5))
  func failedLoadAndRetry() async {
    let (viewModel, view, useCase, _) = makeSUT()
    await useCase.answer(with: .failure(AnyError("The service is down.")))
    await viewModel.viewDidAppear()
    await useCase.answer(with: .success(anyWeatherReport()))

    await viewModel.didTapRetry()

    #expect(
      view.values == [
        .loading,
        .error(message: CityWeatherWords.couldNotLoad(reason: "The service is down.")),
        .loading,
        anyReportShown(),
      ])
    #expect(await useCase.requestedCities == [anyCity(), anyCity()])
  }

  @Test("Back returns to the list", .tags(.w6))
  func backCloses() async {
    let (viewModel, _, _, navigator) = makeSUT()

    viewModel.didTapBack()

    #expect(navigator.messages == [.closeCityWeather])
  }

  @Test("A view observing the state with Observation is told when an input changes it")
  func observingViewIsNotified() async {
    let (viewModel, _, _, _) = makeSUT()

    await confirmation("The view hears of the change") { stateChanged in
      withObservationTracking {
        _ = viewModel.state
      } onChange: {
        stateChanged()
      }
      await viewModel.viewDidAppear()
    }
  }

  private func makeSUT(city: City = anyCity()) -> (
    viewModel: CityWeatherViewModel, view: ObservationSpy<CityWeatherState>,
    useCase: CityWeatherSceneUseCaseSpy, navigator: CityWeatherNavigatorSpy
  ) {
    let useCase = CityWeatherSceneUseCaseSpy(result: .success(anyWeatherReport()))
    let navigator = CityWeatherNavigatorSpy()
    let viewModel = CityWeatherViewModel(city: city, useCase: useCase, navigator: navigator)
    expectReleasedAfterTest(viewModel)
    return (viewModel, ObservationSpy { viewModel.state }, useCase, navigator)
  }
}

/// What the view shows for `anyWeatherReport()`, whose forecast starts on a Thursday.
private func anyReportShown() -> CityWeatherState {
  .report(
    WeatherReportWords(
      temperature: "18°C", condition: "Clear sky",
      forecast: [
        ForecastDayWords(day: "Today", minimum: "4°C", maximum: "12°C", condition: "Partly cloudy"),
        ForecastDayWords(day: "Fri", minimum: "5°C", maximum: "13°C", condition: "Partly cloudy"),
        ForecastDayWords(day: "Sat", minimum: "6°C", maximum: "14°C", condition: "Partly cloudy"),
        ForecastDayWords(day: "Sun", minimum: "7°C", maximum: "15°C", condition: "Partly cloudy"),
        ForecastDayWords(day: "Mon", minimum: "8°C", maximum: "16°C", condition: "Partly cloudy"),
      ]))
}
