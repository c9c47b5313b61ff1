import CitiesDomain
import CitiesMVP
import CitiesMVPTestSupport
import CitiesTestSupport
import Testing

/// A load that fails after one that worked leaves no forecast row of the old report behind its
/// error: the presenter keeps the days the view asks for, so it must drop them too.
@MainActor
@Suite(
  "MVP city-weather presenter after a report", .timeLimit(.minutes(1)), .endsRunWhenHung,
  .checksReleases)
struct CityWeatherFailureAfterReportTests {
  private let showWeather = ShowWeatherUseCaseSpy()
  private let view = CityWeatherViewSpy()
  private let presenter: any CityWeatherPresenter

  init() {
    presenter = CityWeatherConfigurator(showWeatherUseCase: showWeather)
      .configure(city: anyCity(), view: view, router: CityWeatherRouterSpy())
    view.presenter = presenter
    expectReleasedAfterTest(presenter)
  }

  @Test("A failed retry after a report leaves no forecast day behind", .tags(.w5))
  func failureDropsTheOldForecast() async {
    await showWeather.answer(with: .success(anyWeatherReport()))
    await presenter.viewDidLoad()
    let daysShown = presenter.numberOfForecastDays
    await showWeather.answer(with: .failure(AnyError()))

    await presenter.retryButtonPressed()

    #expect(daysShown > 0)
    #expect(presenter.numberOfForecastDays == 0)
  }
}
