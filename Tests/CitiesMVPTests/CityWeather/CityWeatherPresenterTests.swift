import CitiesDomain
import CitiesMVP
import CitiesTestSupport
import CitiesWords
import Testing

@MainActor
@Suite("MVP city-weather presenter")
struct CityWeatherPresenterTests {
  private let showWeather = ShowWeatherUseCaseSpy()
  private let view = CityWeatherViewSpy()
  private let router = CityWeatherRouterSpy()
  private let presenter: any CityWeatherPresenter

  init() {
    presenter = CityWeatherConfigurator(showWeatherUseCase: showWeather)
      .configure(city: anyCity(), view: view, router: router)
    view.presenter = presenter
  }

  @Test("Loading shows the city's name and loading, then the weather now and the forecast")
  func loadingShowsReport() async {
    await presenter.viewDidLoad()

    #expect(view.messages == [.title("Berlin"), .loading] + berlinReportMessages())
  }

  @Test("The weather asked for is the scene's city's")
  func asksForTheCity() async {
    await presenter.viewDidLoad()

    #expect(await showWeather.requestedCities == [anyCity()])
  }

  @Test("Weather that cannot be loaded shows the error under the city's name")
  func failedLoadShowsError() async {
    await showWeather.answer(with: .failure(AnyError("The service is down.")))

    await presenter.viewDidLoad()

    #expect(
      view.messages == [
        .title("Berlin"), .loading,
        .error(CityWeatherWords.couldNotLoad(reason: "The service is down.")),
      ])
    #expect(presenter.numberOfForecastDays == 0)
  }

  @Test("Retry after a failure shows loading, then the report")
  func retryLoadsAgain() async {
    await showWeather.answer(with: .failure(AnyError()))
    await presenter.viewDidLoad()
    await showWeather.answer(with: .success(anyWeatherReport()))

    await presenter.retryButtonPressed()

    #expect(
      view.messages
        == [
          .title("Berlin"), .loading,
          .error(CityWeatherWords.couldNotLoad(reason: "Something went wrong.")),
          .loading,
        ] + berlinReportMessages()
    )
  }

  @Test("Back goes back to the list")
  func backCloses() {
    presenter.backButtonPressed()

    #expect(router.messages == [.closeCityWeather])
  }

  @Test("The presenter goes away with its view")
  func presenterIsReleasedWithView() async throws {
    var view: CityWeatherViewSpy? = CityWeatherViewSpy()
    weak var weakPresenter: (any CityWeatherPresenter)?
    do {
      let owner = try #require(view)
      owner.presenter = makeConfigurator().configure(city: anyCity(), view: owner, router: router)
      weakPresenter = owner.presenter
      await owner.presenter?.viewDidLoad()
    }

    view = nil

    #expect(weakPresenter == nil)
  }

  private func makeConfigurator() -> CityWeatherConfigurator {
    CityWeatherConfigurator(showWeatherUseCase: showWeather)
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
