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

  @Test(
    "Loading presents the loading state first, then the report of the scene's city", .tags(.w1))
  func loadPresentsLoadingThenReport() async {
    let interactor = makeSUT()
    await interactor.loadWeather(request: CityWeather.LoadWeather.Request())

    #expect(await showWeather.requestedCities == [otherCity()])
    #expect(
      presenter.messages == [
        .presentLoading(otherCity()), .presentReport(otherCity(), anyWeatherReport()),
      ])
  }

  @Test("Weather that cannot be had is presented as a failure with its reason", .tags(.w5))
  func loadFailureIsPresented() async {
    let interactor = makeSUT()
    await showWeather.answer(with: .failure(AnyError("offline")))

    await interactor.loadWeather(request: CityWeather.LoadWeather.Request())

    #expect(
      presenter.messages == [.presentLoading(otherCity()), .presentFailure(otherCity(), "offline")])
  }

  @Test("A retry after a failure loads again, loading state first", .tags(.w5))
  func retryLoadsAgain() async {
    let interactor = makeSUT()
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

  private func makeSUT() -> CityWeatherInteractor {
    let interactor = CityWeatherInteractor(
      city: otherCity(), presenter: presenter, showWeatherUseCase: showWeather,
      renameCityUseCase: RenameCityUseCaseSpy())
    expectReleasedAfterTest(interactor)
    return interactor
  }
}
