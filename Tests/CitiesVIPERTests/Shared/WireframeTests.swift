import CitiesDomain
import CitiesTestSupport
import CitiesVIPER
import CitiesVIPERTestSupport
import Testing

@MainActor
@Suite("VIPER wireframes", .timeLimit(.minutes(1)), .endsRunWhenHung, .checksReleases)
struct WireframeTests {
  @Test(
    "The cities wireframe presents the weather module built for the city, with its delegate",
    .tags(.l8, .w10))
  func presentsWeatherForCity() async throws {
    let sut = makeSUT()
    let delegate = CityWeatherModuleDelegateSpy()
    expectReleasedAfterTest(delegate)

    sut.wireframe.presentCityWeatherInterface(for: otherCity(), moduleDelegate: delegate)

    #expect(sut.window.messages == [.presentCityWeatherInterface(otherCity())])
    let presenter = try #require(sut.window.presentedCityWeather)
    #expect(presenter.moduleDelegate === delegate)
    let view = CityWeatherViewSpy()
    presenter.view = view
    await presenter.viewIsReady()
    #expect(view.messages.first == .title("London"))
    #expect(await sut.showWeather.requestedCities == [otherCity()])
  }

  @Test(
    "The cities wireframe presents the search module, which reports to the delegate it was given",
    .tags(.l9, .s9))
  func presentsSearchWithDelegate() async throws {
    let sut = makeSUT()
    let delegate = AddCityModuleDelegateSpy()

    sut.wireframe.presentAddCityInterface(moduleDelegate: delegate)

    #expect(sut.window.messages == [.presentAddCityInterface])
    let presenter = try #require(sut.window.presentedAddCity)
    #expect(presenter.moduleDelegate === delegate)
  }

  @Test("The search's wireframe dismisses the search from the window", .tags(.s9, .s12))
  func searchDismisses() {
    let sut = makeSUT()

    sut.addCityWireframe.dismissAddCityInterface()

    #expect(sut.window.messages == [.dismissPresentedInterface])
  }

  @Test("The weather's wireframe dismisses the weather from the window", .tags(.w6))
  func weatherDismisses() {
    let sut = makeSUT()

    sut.cityWeatherWireframe.dismissCityWeatherInterface()

    #expect(sut.window.messages == [.dismissPresentedInterface])
  }

  @Test("A wireframe keeps the window only weakly, so it never keeps the app's screens")
  func wireframeHoldsWindowWeakly() throws {
    var window: RootWireframeSpy? = RootWireframeSpy()
    weak let released = window
    let wireframe = CityWeatherWireframe(
      rootWireframe: try #require(window), showWeatherUseCase: ShowWeatherUseCaseSpy(),
      renameCityUseCase: RenameCityUseCaseSpy())

    window = nil
    wireframe.dismissCityWeatherInterface()

    #expect(released == nil)
  }

  private func makeSUT() -> (
    wireframe: CitiesWireframe, addCityWireframe: AddCityWireframe,
    cityWeatherWireframe: CityWeatherWireframe, window: RootWireframeSpy,
    showWeather: ShowWeatherUseCaseSpy
  ) {
    let (window, showWeather) = (RootWireframeSpy(), ShowWeatherUseCaseSpy())
    let addCityWireframe = AddCityWireframe(
      rootWireframe: window, searchCitiesUseCase: SearchCitiesUseCaseSpy(),
      addCityUseCase: AddCityUseCaseSpy(), clock: TestClock())
    let cityWeatherWireframe = CityWeatherWireframe(
      rootWireframe: window, showWeatherUseCase: showWeather,
      renameCityUseCase: RenameCityUseCaseSpy())
    let wireframe = CitiesWireframe(
      addCityWireframe: addCityWireframe, cityWeatherWireframe: cityWeatherWireframe)
    expectReleasedAfterTest(wireframe)
    expectReleasedAfterTest(window)
    return (wireframe, addCityWireframe, cityWeatherWireframe, window, showWeather)
  }
}
