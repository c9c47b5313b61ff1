import CitiesDomain
import CitiesPresentationWords
import CitiesTestSupport
import CitiesVIP
import CitiesVIPTestSupport
import Testing

/// Renaming from the weather: the interactor renames its city and keeps it in the data store, the
/// presenter words the title or the refusal, and the router passes the renamed city back to the
/// list, which then shows it without a loading state.
@MainActor
@Suite("VIP city-weather rename", .timeLimit(.minutes(1)), .endsRunWhenHung, .checksReleases)
struct CityWeatherRenameTests {
  private let renameCity = RenameCityUseCaseSpy()

  @Test(
    "Renaming renames the scene's city, presents it, and keeps it for the route back", .tags(.w7))
  func renamePresentsTheNewName() async {
    let (interactor, presenter) = makeInteractor()

    await interactor.renameCity(request: CityWeather.RenameCity.Request(name: "Spree-Athen"))

    let renamed = anyCity(name: "Spree-Athen")
    #expect(await renameCity.renames.map(\.name) == ["Spree-Athen"])
    #expect(presenter.messages == [.presentRenamed(renamed)])
    #expect(interactor.city == renamed)
    #expect(interactor.renamedCity == renamed)
  }

  @Test("The renamed city's name becomes the title", .tags(.w7))
  func presenterShowsTheNewTitle() {
    let view = CityWeatherDisplayLogicSpy()
    let presenter = CityWeatherPresenter(view: view)

    presenter.presentRenameCity(response: .renamed(anyCity(name: "Spree-Athen")))

    #expect(view.renames == [.renamed(title: "Spree-Athen")])
  }

  @Test("A refused rename is presented with the city as it was, and nothing is kept", .tags(.w8))
  func refusalIsPresented() async {
    let (interactor, presenter) = makeInteractor()
    await renameCity.fail(with: RenameCityError.blank)

    await interactor.renameCity(request: CityWeather.RenameCity.Request(name: " "))

    #expect(presenter.messages == [.presentRenameFailure(anyCity(), "\(RenameCityError.blank)")])
    #expect(interactor.city == anyCity())
    #expect(interactor.renamedCity == nil)
  }

  @Test("Refusals are worded with the shared words", .tags(.w8))
  func refusalsAreWorded() {
    let view = CityWeatherDisplayLogicSpy()
    let presenter = CityWeatherPresenter(view: view)

    presenter.presentRenameCity(response: .failed(anyCity(), RenameCityError.blank))
    presenter.presentRenameCity(response: .failed(anyCity(), RenameCityError.notSaved))

    #expect(
      view.renames == [
        .alert(
          message: CityWeatherWords.message(
            forFailureToRename: anyCity(), error: RenameCityError.blank)),
        .alert(message: CityWeatherWords.notSaved(cityName: "Berlin")),
      ])
  }

  @Test("A failed rename is worded with the reason, and the title keeps the old name", .tags(.w9))
  func failureIsWorded() async {
    let view = CityWeatherDisplayLogicSpy()
    let presenter = CityWeatherPresenter(view: view)

    presenter.presentRenameCity(response: .failed(anyCity(), AnyError("disk full")))

    let message = CityWeatherWords.couldNotRename(cityName: "Berlin", reason: "disk full")
    #expect(view.renames == [.alert(message: message)])
  }

  @Test("Going back passes the renamed city into the list's data store", .tags(.w10))
  func routerPassesTheRenamedCityBack() async {
    let (interactor, _) = makeInteractor()
    let view = CityWeatherDisplayLogicSpy()
    let destinations = CityWeatherDestinationsSpy()
    let router = CityWeatherRouter(destinations: destinations)
    (router.viewController, router.dataStore) = (view, interactor)
    expectReleasedAfterTest(router)
    await interactor.renameCity(request: CityWeather.RenameCity.Request(name: "Spree-Athen"))

    withExtendedLifetime(view) { router.routeToCities() }

    #expect(destinations.shownDataStores.map(\.renamedCity) == [anyCity(name: "Spree-Athen")])
  }

  @Test("A list given a renamed city loads it without a loading state, once", .tags(.w10))
  func listLoadsWithoutLoadingAfterRename() async {
    let presenter = CitiesPresentationLogicSpy()
    let renamed = anyCity(name: "Spree-Athen")
    let list = CitiesInteractor(
      presenter: presenter,
      displayCitiesUseCase: DisplayCitiesUseCaseStub(result: .success([renamed])),
      deleteCityUseCase: DeleteCityUseCaseSpy(), restoreCityUseCase: RestoreCityUseCaseSpy())
    expectReleasedAfterTest(list)
    list.renamedCity = renamed

    await list.loadCities(request: Cities.LoadCities.Request())
    await list.loadCities(request: Cities.LoadCities.Request())

    #expect(
      presenter.messages == [
        .presentCities([renamed]), .presentLoading, .presentCities([renamed]),
      ])
  }

  private func makeInteractor() -> (CityWeatherInteractor, CityWeatherPresentationLogicSpy) {
    let presenter = CityWeatherPresentationLogicSpy()
    let interactor = CityWeatherInteractor(
      city: anyCity(), presenter: presenter, showWeatherUseCase: ShowWeatherUseCaseSpy(),
      renameCityUseCase: renameCity)
    expectReleasedAfterTest(interactor)
    return (interactor, presenter)
  }
}
