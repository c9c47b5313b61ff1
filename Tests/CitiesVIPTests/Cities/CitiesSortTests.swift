import CitiesDomain
import CitiesPresentationWords
import CitiesTestSupport
import CitiesVIP
import CitiesVIPTestSupport
import Testing

/// Sorting the list: the interactor keeps the order, the presenter arranges the rows and words the
/// title, and the routers carry the order out of the list and back into the one made on return.
@MainActor
@Suite("VIP cities sort", .timeLimit(.minutes(1)), .endsRunWhenHung, .checksReleases)
struct CitiesSortTests {
  private let saved = [anyCity(name: "zürich"), anyCity(id: 1, name: "Århus"), otherCity()]

  @Test(
    "Sorting by name presents the saved cities again with the order, without asking for them",
    .tags(.l11))
  func sortByNamePresentsTheOrder() async {
    let (interactor, presenter, displayCities) = makeInteractor()
    await interactor.loadCities(request: Cities.LoadCities.Request())

    interactor.sortCities(request: Cities.SortCities.Request(order: .name))

    #expect(presenter.messages.last == .presentCities(saved, order: .name))
    #expect(await displayCities.callCount == 1)
  }

  @Test("Sorting in the order added presents the saved cities in that order", .tags(.l12))
  func sortByAddedPresentsTheOrder() async {
    let (interactor, presenter, _) = makeInteractor()
    await interactor.loadCities(request: Cities.LoadCities.Request())
    interactor.sortCities(request: Cities.SortCities.Request(order: .name))

    interactor.sortCities(request: Cities.SortCities.Request(order: .added))

    #expect(presenter.messages.last == .presentCities(saved, order: .added))
  }

  @Test("The order chosen stays for the loads after it, and in the data store", .tags(.l13))
  func orderLastsAcrossLoads() async {
    let (interactor, presenter, _) = makeInteractor()
    interactor.sortCities(request: Cities.SortCities.Request(order: .name))

    await interactor.loadCities(request: Cities.LoadCities.Request())

    #expect(presenter.messages == [.presentLoading, .presentCities(saved, order: .name)])
    #expect(interactor.order == .name)
  }

  @Test("Rows by name ignore case and accents, and the title names the order", .tags(.l11))
  func presenterArrangesByName() {
    let view = CitiesDisplayLogicSpy()
    let presenter = CitiesPresenter(view: view)

    presenter.presentCities(response: .loaded(saved, order: .name))

    #expect(view.shownTitles == [CitiesListWords.title(rowCount: 3, order: .name)])
    #expect(view.shownRowTitles == ["Århus", "London", "zürich"])
  }

  @Test("Rows in the order added keep the saved order, and the title says so", .tags(.l12))
  func presenterKeepsTheSavedOrder() {
    let view = CitiesDisplayLogicSpy()
    let presenter = CitiesPresenter(view: view)

    presenter.presentCities(response: .loaded(saved, order: .added))

    #expect(view.shownTitles == [CitiesListWords.title(rowCount: 3, order: .added)])
    #expect(view.shownRowTitles == ["zürich", "Århus", "London"])
  }

  @Test(
    "The list's routes pass its order into the weather's and the search's data stores", .tags(.l13))
  func routesPassTheOrderOut() async {
    let view = CitiesDisplayLogicSpy()
    let destinations = CitiesDestinationsSpy()
    let (interactor, _, _) = makeInteractor()
    let router = CitiesRouter(destinations: destinations)
    (router.viewController, router.dataStore) = (view, interactor)
    expectReleasedAfterTest(router)
    await interactor.loadCities(request: Cities.LoadCities.Request())
    interactor.sortCities(request: Cities.SortCities.Request(order: .name))
    interactor.selectCity(request: Cities.SelectCity.Request(cityID: otherCity().id))

    withExtendedLifetime(view) {
      router.routeToCityWeather()
      router.routeToAddCity()
    }

    #expect(destinations.passedListOrders == [.name, .name])
  }

  @Test("The weather's way back passes the order into the list it shows", .tags(.l13))
  func weatherPassesTheOrderBack() {
    let view = CityWeatherDisplayLogicSpy()
    let destinations = CityWeatherDestinationsSpy()
    let dataStore = CityWeatherInteractor(
      presenter: CityWeatherPresentationLogicSpy(), showWeatherUseCase: ShowWeatherUseCaseSpy(),
      renameCityUseCase: RenameCityUseCaseSpy())
    dataStore.listOrder = .name
    let router = CityWeatherRouter(destinations: destinations)
    (router.viewController, router.dataStore) = (view, dataStore)
    expectReleasedAfterTest(router)

    withExtendedLifetime(view) { router.routeToCities() }

    #expect(destinations.shownDataStores.map(\.order) == [.name])
  }

  @Test("The search's way back passes the order into the list it shows", .tags(.l13))
  func searchPassesTheOrderBack() {
    let view = AddCityDisplayLogicSpy()
    let destinations = AddCityDestinationsSpy()
    let dataStore = AddCityInteractor(
      presenter: AddCityPresentationLogicSpy(),
      searchCitiesUseCase: SearchCitiesUseCaseSpy(result: .success([])),
      addCityUseCase: AddCityUseCaseSpy())
    dataStore.listOrder = .name
    let router = AddCityRouter(destinations: destinations)
    (router.viewController, router.dataStore) = (view, dataStore)
    expectReleasedAfterTest(router)

    withExtendedLifetime(view) { router.routeToCities() }

    #expect(destinations.shownDataStores.map(\.order) == [.name])
  }

  private func makeInteractor() -> (
    CitiesInteractor, CitiesPresentationLogicSpy, DisplayCitiesUseCaseStub
  ) {
    let presenter = CitiesPresentationLogicSpy()
    let displayCities = DisplayCitiesUseCaseStub(result: .success(saved))
    let interactor = CitiesInteractor(
      presenter: presenter, displayCitiesUseCase: displayCities,
      deleteCityUseCase: DeleteCityUseCaseSpy(), restoreCityUseCase: RestoreCityUseCaseSpy())
    expectReleasedAfterTest(interactor)
    return (interactor, presenter, displayCities)
  }
}

extension CitiesDisplayLogicSpy {
  fileprivate var shownTitles: [String] {
    messages.compactMap {
      if case .displayCities(let viewModel) = $0 { viewModel.title } else { nil }
    }
  }

  fileprivate var shownRowTitles: [String] {
    guard case .displayCities(let viewModel) = messages.last,
      case .result(let rows) = viewModel.state
    else { return [] }
    return rows.map(\.title)
  }
}
