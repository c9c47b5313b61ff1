import CitiesDomain
import CitiesTestSupport
import CitiesVIP
import CitiesVIPTestSupport
import Testing

@MainActor
@Suite("VIP city-weather interactor", .timeLimit(.minutes(1)), .endsRunWhenHung, .checksReleases)
struct CityWeatherInteractorTests {
  private let presenter = CityWeatherPresentationLogicSpy()
  private let showWeather = ShowWeatherUseCaseSpy()
  private let interactor: CityWeatherInteractor

  init() {
    interactor = CityWeatherInteractor(
      city: otherCity(), presenter: presenter, showWeatherUseCase: showWeather)
    expectReleasedAfterTest(interactor)
  }

  @Test(
    "Loading presents the loading state first, then the report of the scene's city", .tags(.w1))
  func loadPresentsLoadingThenReport() async {
    await interactor.loadWeather(request: CityWeather.LoadWeather.Request())

    #expect(await showWeather.requestedCities == [otherCity()])
    #expect(
      presenter.messages == [
        .presentLoading(otherCity()), .presentReport(otherCity(), anyWeatherReport()),
      ])
  }

  @Test("Weather that cannot be had is presented as a failure with its reason", .tags(.w5))
  func loadFailureIsPresented() async {
    await showWeather.answer(with: .failure(AnyError("offline")))

    await interactor.loadWeather(request: CityWeather.LoadWeather.Request())

    #expect(
      presenter.messages == [.presentLoading(otherCity()), .presentFailure(otherCity(), "offline")])
  }

  @Test("A retry after a failure loads again, loading state first", .tags(.w5))
  func retryLoadsAgain() async {
    await showWeather.answer(with: .failure(AnyError("offline")))
    await interactor.loadWeather(request: CityWeather.LoadWeather.Request())
    await showWeather.answer(with: .success(anyWeatherReport()))

    await interactor.loadWeather(request: CityWeather.LoadWeather.Request())

    #expect(await showWeather.requestedCities == [otherCity(), otherCity()])
    #expect(
      presenter.messages.dropFirst(2) == [
        .presentLoading(otherCity()), .presentReport(otherCity(), anyWeatherReport()),
      ])
  }
}
