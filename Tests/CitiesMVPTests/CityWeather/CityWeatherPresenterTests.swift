import CitiesDomain
import CitiesMVP
import CitiesMVPTestSupport
import CitiesPresentationWords
import CitiesTestSupport
import Testing

@MainActor
@Suite("MVP city-weather presenter", .timeLimit(.minutes(1)), .endsRunWhenHung, .checksReleases)
struct CityWeatherPresenterTests {
  @Test(
    "Loading shows the city's name and loading, then the weather now and the forecast",
    .tags(.w1, .w2, .w3, .w4))
  func loadingShowsReport() async {
    let sut = makeSUT()

    await sut.presenter.viewDidLoad()

    #expect(sut.view.messages == [.title("Berlin"), .loading] + berlinReportMessages())
  }

  @Test("The weather asked for is the scene's city's", .tags(.w1))
  func asksForTheCity() async {
    let sut = makeSUT()

    await sut.presenter.viewDidLoad()

    #expect(await sut.showWeather.requestedCities == [anyCity()])
  }

  @Test("Weather that cannot be loaded shows the error under the city's name", .tags(.w5, .w2))
  func failedLoadShowsError() async {
    let sut = makeSUT()
    await sut.showWeather.answer(with: .failure(AnyError("The service is down.")))

    await sut.presenter.viewDidLoad()

    #expect(
      sut.view.messages == [
        .title("Berlin"), .loading,
        .error(CityWeatherWords.couldNotLoad(reason: "The service is down.")),
      ])
    #expect(sut.presenter.numberOfForecastDays == 0)
  }

  @Test("Retry after a failure shows loading, then the report", .tags(.w5))
  func retryLoadsAgain() async {
    let sut = makeSUT()
    await sut.showWeather.answer(with: .failure(AnyError()))
    await sut.presenter.viewDidLoad()
    await sut.showWeather.answer(with: .success(anyWeatherReport()))

    await sut.presenter.retryButtonPressed()

    #expect(
      sut.view.messages
        == [
          .title("Berlin"), .loading,
          .error(CityWeatherWords.couldNotLoad(reason: "Something went wrong.")),
          .loading,
        ] + berlinReportMessages()
    )
  }

  @Test("Back goes back to the list", .tags(.w6))
  func backCloses() {
    let sut = makeSUT()

    sut.presenter.backButtonPressed()

    #expect(sut.router.messages == [.closeCityWeather])
  }

  private func makeSUT() -> (
    presenter: any CityWeatherPresenter, view: CityWeatherViewSpy, router: CityWeatherRouterSpy,
    showWeather: ShowWeatherUseCaseSpy
  ) {
    let showWeather = ShowWeatherUseCaseSpy()
    let view = CityWeatherViewSpy()
    let router = CityWeatherRouterSpy()
    let presenter = CityWeatherConfigurator(
      showWeatherUseCase: showWeather, renameCityUseCase: RenameCityUseCaseSpy()
    ).configure(city: anyCity(), view: view, router: router)
    view.presenter = presenter
    expectReleasedAfterTest(presenter)
    return (presenter, view, router, showWeather)
  }
}

/// What the view shows for `anyWeatherReport()`, whose first day is a Thursday.
private func berlinReportMessages() -> [CityWeatherViewSpy.Message] {
  [
    .current(temperature: "18°C", condition: "Clear sky"),
    .forecast([
      row("Today", "4°C", "12°C"),
      row("Fri", "5°C", "13°C"),
      row("Sat", "6°C", "14°C"),
      row("Sun", "7°C", "15°C"),
      row("Mon", "8°C", "16°C"),
    ]),
  ]
}

private func row(_ day: String, _ minimum: String, _ maximum: String) -> ForecastCellViewSpy.Row {
  ForecastCellViewSpy.Row(day: day, minimum: minimum, maximum: maximum, condition: "Partly cloudy")
}
