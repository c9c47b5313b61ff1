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
  @Test("A failed retry after a report leaves no forecast day behind", .tags(.w5))
  func failureDropsTheOldForecast() async {
    let sut = makeSUT()
    await sut.showWeather.answer(with: .success(anyWeatherReport()))
    await sut.presenter.viewDidLoad()
    let daysShown = sut.presenter.numberOfForecastDays
    await sut.showWeather.answer(with: .failure(AnyError()))

    await sut.presenter.retryButtonPressed()

    #expect(daysShown > 0)
    #expect(sut.presenter.numberOfForecastDays == 0)
  }

  private func makeSUT() -> (
    presenter: any CityWeatherPresenter, view: CityWeatherViewSpy,
    showWeather: ShowWeatherUseCaseSpy
  ) {
    let showWeather = ShowWeatherUseCaseSpy()
    let view = CityWeatherViewSpy()
    let presenter = CityWeatherConfigurator(
      showWeatherUseCase: showWeather, renameCityUseCase: RenameCityUseCaseSpy()
    ).configure(city: anyCity(), view: view, router: CityWeatherRouterSpy())
    view.presenter = presenter
    expectReleasedAfterTest(presenter)
    return (presenter, view, showWeather)
  }
}
