import CitiesDomain
import CitiesPresentationWords
import CitiesTestSupport
import CitiesVIPER
import CitiesVIPERTestSupport
import Testing

@MainActor
@Suite("VIPER city-weather presenter", .timeLimit(.minutes(1)), .endsRunWhenHung, .checksReleases)
struct CityWeatherPresenterTests {
  @Test(
    "Appearing shows the city's name, loading, then the weather now and one row a day",
    .tags(.w1, .w2, .w3, .w4, .f3, .f4))
  func appearShowsReport() async {
    let sut = makeSUT()
    await sut.presenter.viewIsReady()

    let days = [
      ForecastDayWords(day: "Today", minimum: "4°C", maximum: "12°C", condition: "Partly cloudy"),
      ForecastDayWords(day: "Fri", minimum: "5°C", maximum: "13°C", condition: "Partly cloudy"),
      ForecastDayWords(day: "Sat", minimum: "6°C", maximum: "14°C", condition: "Partly cloudy"),
      ForecastDayWords(day: "Sun", minimum: "7°C", maximum: "15°C", condition: "Partly cloudy"),
      ForecastDayWords(day: "Mon", minimum: "8°C", maximum: "16°C", condition: "Partly cloudy"),
    ]
    #expect(
      sut.view.messages == [
        .title("Berlin"), .loading,
        .weather(temperature: "18°C", condition: "Clear sky", days: days),
      ])
    #expect(sut.interactor.messages == [.fetchWeather])
  }

  @Test(
    "Temperatures round half away from zero to whole degrees, never reading -0°C",
    .tags(.f1),
    arguments: [
      (18.4, "18°C"), (18.5, "19°C"), (-2.5, "-3°C"), (-0.4, "0°C"), (0.0, "0°C"),
      (Double.nan, "–"), (Double.infinity, "–"),
    ])
  func temperature(_ celsius: Double, reads expected: String) async throws {
    let sut = makeSUT()
    sut.interactor.fetchResult = .success(report(current: celsius))

    await sut.presenter.viewIsReady()

    let shown = try #require(sut.view.messages.last)
    #expect(shown == .weather(temperature: expected, condition: "Clear sky", days: []))
  }

  @Test("A missing figure or condition of a day reads as an en dash", .tags(.f2))
  func missingValues() async {
    let sut = makeSUT()
    let day = DailyForecast(
      day: CalendarDay(daysSinceEpoch: 20_538), minimumCelsius: nil, maximumCelsius: nil,
      condition: nil)
    sut.interactor.fetchResult = .success(report(current: 1, daily: [day]))

    await sut.presenter.viewIsReady()

    let missing = ForecastDayWords(day: "Today", minimum: "–", maximum: "–", condition: "–")
    #expect(
      sut.view.messages.last
        == .weather(temperature: "1°C", condition: "Clear sky", days: [missing]))
  }

  @Test(
    "A failed fetch keeps the title and offers the reason; retry fetches again", .tags(.w2, .w5))
  func failureThenRetry() async {
    let sut = makeSUT()
    sut.interactor.fetchResult = .failure(AnyError("offline"))
    await sut.presenter.viewIsReady()
    sut.interactor.fetchResult = .success(report(current: 3))

    await sut.presenter.didTapRetry()

    #expect(
      sut.view.messages == [
        .title("Berlin"), .loading, .failure("Could not load the weather: offline"), .loading,
        .weather(temperature: "3°C", condition: "Clear sky", days: []),
      ])
  }

  @Test("Back asks the wireframe to dismiss the weather", .tags(.w6))
  func backCloses() {
    let sut = makeSUT()
    sut.presenter.didTapBack()

    #expect(sut.wireframe.messages == [.dismissCityWeatherInterface])
  }

  @Test(
    "Renaming shows the new name as the title and tells the module delegate the city renamed",
    .tags(.w7))
  func renameShowsNewName() async {
    let sut = makeSUT()
    let delegate = CityWeatherModuleDelegateSpy()
    sut.presenter.moduleDelegate = delegate
    expectReleasedAfterTest(delegate)

    await sut.presenter.didTapRename(to: "Berlin-Mitte")

    #expect(sut.interactor.messages == [.rename(to: "Berlin-Mitte")])
    #expect(sut.view.messages == [.title("Berlin-Mitte")])
    #expect(delegate.messages == [.didRename(anyCity(name: "Berlin-Mitte"))])
  }

  @Test(
    "A refused name alerts with the refusal's words, keeps the title and tells nobody",
    .tags(.w8),
    arguments: [
      (RenameCityError.blank, "A city needs a name."),
      (.tooLong(limit: 60), "A name can be at most 60 characters."),
      (.unchanged, "Berlin is its name already."),
      (.notSaved, "Berlin is no longer in your list."),
    ])
  func refusedRenameAlerts(refusal: RenameCityError, message: String) async {
    let sut = makeSUT()
    let delegate = CityWeatherModuleDelegateSpy()
    sut.presenter.moduleDelegate = delegate
    expectReleasedAfterTest(delegate)
    sut.interactor.renameError = refusal

    await sut.presenter.didTapRename(to: "x")

    #expect(sut.view.messages == [.alert(message)])
    #expect(delegate.messages.isEmpty)
  }

  @Test("A rename that fails otherwise alerts with its reason and keeps the title", .tags(.w9))
  func failedRenameAlerts() async {
    let sut = makeSUT()
    sut.interactor.renameError = AnyError("disk full")

    await sut.presenter.didTapRename(to: "Berlin-Mitte")

    #expect(sut.view.messages == [.alert("Could not rename Berlin: disk full")])
  }

  private func makeSUT() -> (
    presenter: CityWeatherPresenter, view: CityWeatherViewSpy,
    interactor: CityWeatherInteractorInputSpy, wireframe: CityWeatherWireframeInputSpy
  ) {
    let (view, wireframe) = (CityWeatherViewSpy(), CityWeatherWireframeInputSpy())
    let interactor = CityWeatherInteractorInputSpy(
      city: anyCity(), fetchResult: .success(anyWeatherReport()))
    let presenter = CityWeatherPresenter(interactor: interactor, wireframe: wireframe)
    presenter.view = view
    expectReleasedAfterTest(presenter)
    expectReleasedAfterTest(interactor)
    return (presenter, view, interactor, wireframe)
  }
}

private func report(current celsius: Double, daily: [DailyForecast] = []) -> WeatherReport {
  WeatherReport(
    current: CurrentWeather(temperatureCelsius: celsius, condition: .clearSky), daily: daily)
}
