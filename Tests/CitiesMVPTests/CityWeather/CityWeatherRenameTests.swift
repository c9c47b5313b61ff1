import CitiesDomain
import CitiesMVP
import CitiesMVPTestSupport
import CitiesPresentationWords
import CitiesTestSupport
import Testing

@MainActor
@Suite("MVP city-weather rename", .timeLimit(.minutes(1)), .endsRunWhenHung, .checksReleases)
struct CityWeatherRenameTests {
  @Test("Renaming renames the saved city, and the title shows the new name", .tags(.w7))
  func renamingShowsTheNewName() async {
    let sut = await makeSUTShowingWeather()

    await sut.presenter.renameButtonPressed(name: "Berlin-Mitte")

    #expect(await sut.renameCity.renames.map(\.name) == ["Berlin-Mitte"])
    #expect(await sut.renameCity.renames.map(\.city) == [anyCity()])
    #expect(sut.view.messages.last == .title("Berlin-Mitte"))
  }

  @Test(
    "A name refused says why in an alert, and the title keeps the old name", .tags(.w8),
    arguments: [
      RenameCityError.blank, .tooLong(limit: 60), .unchanged, .notSaved,
    ])
  func refusedName(refusal: RenameCityError) async {
    let sut = await makeSUTShowingWeather()
    await sut.renameCity.fail(with: refusal)

    await sut.presenter.renameButtonPressed(name: "Berlin")

    let message = CityWeatherWords.message(forFailureToRename: anyCity(), error: refusal)
    #expect(sut.view.messages.last == .alert(message))
    #expect(sut.view.messages.filter { $0 == .title("Berlin") }.count == 1)
  }

  @Test("A rename that fails says why in an alert, and back carries no rename", .tags(.w9))
  func failedRename() async {
    let sut = await makeSUTShowingWeather()
    await sut.renameCity.fail(with: AnyError("The disk is full."))
    await sut.presenter.renameButtonPressed(name: "Berlin-Mitte")

    sut.presenter.backButtonPressed()

    let message = CityWeatherWords.couldNotRename(cityName: "Berlin", reason: "The disk is full.")
    #expect(sut.view.messages.last == .alert(message))
    #expect(sut.router.messages == [.closeCityWeather])
  }

  @Test("Back after a rename carries the renamed city to the list", .tags(.w10))
  func backCarriesTheRenamedCity() async {
    let sut = await makeSUTShowingWeather()
    await sut.presenter.renameButtonPressed(name: "Berlin-Mitte")

    sut.presenter.backButtonPressed()

    #expect(sut.router.messages == [.closeCityWeatherAfterRenaming(anyCity(name: "Berlin-Mitte"))])
  }

  private func makeSUTShowingWeather() async -> (
    presenter: any CityWeatherPresenter, view: CityWeatherViewSpy, router: CityWeatherRouterSpy,
    renameCity: RenameCityUseCaseSpy
  ) {
    let renameCity = RenameCityUseCaseSpy()
    let view = CityWeatherViewSpy()
    let router = CityWeatherRouterSpy()
    let presenter = CityWeatherConfigurator(
      showWeatherUseCase: ShowWeatherUseCaseSpy(result: .success(anyWeatherReport())),
      renameCityUseCase: renameCity
    ).configure(city: anyCity(), view: view, router: router)
    view.presenter = presenter
    expectReleasedAfterTest(presenter)
    await presenter.viewDidLoad()
    return (presenter, view, router, renameCity)
  }
}
