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
  @Test("The scene use case asks the show-weather use case about the city")
  func forwardsToShowWeather() async throws {
    let (assembler, showWeather) = makeSUT()

    let report = try await assembler.makeSceneUseCase().weather(for: otherCity())

    #expect(report == anyWeatherReport())
    #expect(await showWeather.requestedCities == [otherCity()])
  }

  @Test(
    "The scene use case renames through the rename use case and returns the city renamed",
    .tags(.w7))
  func renamesThroughRenameUseCase() async throws {
    let renameCity = RenameCityUseCaseSpy()
    let useCase = makeSUT(renameCity: renameCity).assembler.makeSceneUseCase()

    let renamed = try await useCase.rename(otherCity(), to: "Londinium")

    #expect(renamed.name == "Londinium" && renamed.id == otherCity().id)
    #expect(await renameCity.renames.map(\.name) == ["Londinium"])
  }

  @Test("The assembler's view model shows the city it is given and navigates by the navigator")
  func assemblerWiresTheScene() async {
    let (assembler, showWeather) = makeSUT()
    let navigator = CityWeatherNavigatorSpy()
    let viewModel = assembler.makeViewModel(city: otherCity(), navigator: navigator)
    expectReleasedAfterTest(viewModel)

    await viewModel.viewDidAppear()
    viewModel.didTapBack()

    #expect(viewModel.title == "London")
    #expect(await showWeather.requestedCities == [otherCity()])
    #expect(navigator.messages == [.closeCityWeather])
  }

  private func makeSUT(renameCity: RenameCityUseCaseSpy = RenameCityUseCaseSpy()) -> (
    assembler: CityWeatherAssembler, showWeather: ShowWeatherUseCaseSpy
  ) {
    let showWeather = ShowWeatherUseCaseSpy(result: .success(anyWeatherReport()))
    let assembler = CityWeatherAssembler(showWeather: showWeather, renameCity: renameCity)
    return (assembler, showWeather)
  }
}
