import CitiesDomain
import CitiesPresentationWords
import CitiesTestSupport
import CitiesVIP
import CitiesVIPTestSupport
import Testing

@MainActor
@Suite("VIP cities configurator", .timeLimit(.minutes(1)), .endsRunWhenHung, .checksReleases)
struct CitiesConfiguratorTests {
  private let coordinator = CitiesCoordinatorSpy()
  private let configurator = CitiesConfigurator(
    displayCitiesUseCase: DisplayCitiesUseCaseStub(result: .success([anyCity(), otherCity()])),
    deleteCityUseCase: DeleteCityUseCaseSpy())

  @Test("The configured loop brings a load back to the view: loading, then the rows", .tags(.l1))
  func loopIsClosed() async {
    let view = CitiesDisplayLogicSpy()
    let scene = makeSUT(view: view)

    await scene.interactor.loadCities(request: Cities.LoadCities.Request())

    let rows = [
      CityRowViewModel(id: anyCity().id, title: "Berlin", subtitle: "Germany"),
      CityRowViewModel(id: otherCity().id, title: "London", subtitle: "England, United Kingdom"),
    ]
    #expect(
      view.messages == [
        .displayCities(Cities.LoadCities.ViewModel(state: .loading, title: CitiesListWords.title)),
        .displayCities(
          Cities.LoadCities.ViewModel(
            state: .result(rows), title: CitiesListWords.title(rowCount: 2))),
      ])
  }

  @Test("Selecting a row, then routing, opens that city's weather", .tags(.l8))
  func selectThenRoute() async {
    let view = CitiesDisplayLogicSpy()
    let scene = makeSUT(view: view)
    await scene.interactor.loadCities(request: Cities.LoadCities.Request())

    scene.interactor.selectCity(request: Cities.SelectCity.Request(cityID: otherCity().id))
    scene.router.routeToCityWeather()

    #expect(coordinator.messages == [.showCityWeather(otherCity())])
  }

  @Test(
    "A presenter decorator sees every response the interactor sends, and the view still gets it")
  func presenterDecoratorObservesTheLoop() async {
    let observer = CitiesPresentationLogicSpy()
    let view = CitiesDisplayLogicSpy()
    let configurator = CitiesConfigurator(
      displayCitiesUseCase: DisplayCitiesUseCaseStub(result: .success([anyCity()])),
      deleteCityUseCase: DeleteCityUseCaseSpy(),
      presenterDecorator: { ObservedCitiesPresenter(presenter: $0, observer: observer) })
    let scene = configurator.configure(view: view, coordinator: coordinator)
    expectReleasedAfterTest(scene.interactor)

    await scene.interactor.loadCities(request: Cities.LoadCities.Request())

    let row = CityRowViewModel(id: anyCity().id, title: "Berlin", subtitle: "Germany")
    #expect(observer.messages == [.presentLoading, .presentCities([anyCity()])])
    #expect(
      view.messages == [
        .displayCities(Cities.LoadCities.ViewModel(state: .loading, title: CitiesListWords.title)),
        .displayCities(
          Cities.LoadCities.ViewModel(
            state: .result([row]), title: CitiesListWords.title(rowCount: 1))),
      ])
  }

  private func makeSUT(
    view: CitiesDisplayLogicSpy
  ) -> (interactor: any CitiesBusinessLogic, router: any CitiesRoutingLogic) {
    let scene = configurator.configure(view: view, coordinator: coordinator)
    view.interactor = scene.interactor
    view.router = scene.router
    expectReleasedAfterTest(scene.interactor)
    expectReleasedAfterTest(scene.router)
    return scene
  }
}

/// A decorator that shows each response to an observer, then passes it on to the presenter.
@MainActor
private struct ObservedCitiesPresenter: CitiesPresentationLogic {
  let presenter: any CitiesPresentationLogic
  let observer: CitiesPresentationLogicSpy

  func presentCities(response: Cities.LoadCities.Response) {
    observer.presentCities(response: response)
    presenter.presentCities(response: response)
  }

  func presentDeleteCity(response: Cities.DeleteCity.Response) {
    observer.presentDeleteCity(response: response)
    presenter.presentDeleteCity(response: response)
  }
}
