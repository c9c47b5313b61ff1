import CitiesDomain
import CitiesMVVM
import CitiesMVVMTestSupport
import CitiesTestSupport
import Testing

@MainActor
@Suite(
  "City weather scene use case and assembler", .timeLimit(.minutes(1)), .endsRunWhenHung,
  .checksReleases)
struct CityWeatherWiringTests {
  private let showWeather: ShowWeatherUseCaseSpy

  init() {
    showWeather = ShowWeatherUseCaseSpy(result: .success(anyWeatherReport()))
  }

  @Test("The scene use case asks the show-weather use case about the city")
  func forwardsToShowWeather() async throws {
    let useCase = CityWeatherSceneUseCaseImplementation(showWeather: showWeather)

    let report = try await useCase.weather(for: otherCity())

    #expect(report == anyWeatherReport())
    #expect(await showWeather.requestedCities == [otherCity()])
  }

  @Test("The assembler's view model shows the given city and navigates by the navigator")
  func assemblerWiresTheScene() async {
    let navigator = CityWeatherNavigatorSpy()
    let assembler = CityWeatherAssembler(showWeather: showWeather)
    let viewModel = assembler.makeViewModel(city: otherCity(), navigator: navigator)
    expectReleasedAfterTest(viewModel)

    await viewModel.send(.appeared)
    await viewModel.send(.backTapped)

    #expect(viewModel.title == "London")
    #expect(await showWeather.requestedCities == [otherCity()])
    #expect(navigator.messages == [.closeCityWeather])
  }
}
