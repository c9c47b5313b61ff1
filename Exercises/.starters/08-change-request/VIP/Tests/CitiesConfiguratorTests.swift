// Made by scripts/kata.py from Tests/CitiesVIPTests/Cities/CitiesConfiguratorTests.swift.

import CitiesDomain
import CitiesPresentationWords
import CitiesTestSupport
import Exercise08VIPStarter
import Testing

@MainActor
@Suite("VIP cities configurator", .timeLimit(.minutes(1)), .endsRunWhenHung, .checksReleases)
struct CitiesConfiguratorTests {
  private let destinations = CitiesDestinationsSpy()
  private var configurator: CitiesConfigurator {
    CitiesConfigurator(
      displayCitiesUseCase: DisplayCitiesUseCaseStub(result: .success([anyCity(), otherCity()])),
      deleteCityUseCase: DeleteCityUseCaseSpy(), restoreCityUseCase: RestoreCityUseCaseSpy(),
      destinations: destinations)
  }

  @Test("The configured loop brings a load back to the view: loading, then the rows", .tags(.l1))
  func loopIsClosed() async {
    let view = CitiesDisplayLogicSpy()
    let scene = makeSUT(view: view)

    await scene.interactor.loadCities(request: Cities.LoadCities.Request())

    let rows = [
      Cities.LoadCities.ViewModel.DisplayedCity(
        id: anyCity().id, title: "Berlin", subtitle: "Germany"),
      Cities.LoadCities.ViewModel.DisplayedCity(
        id: otherCity().id, title: "London", subtitle: "England, United Kingdom"),
    ]
    #expect(
      view.messages == [
        .displayCities(Cities.LoadCities.ViewModel(state: .loading)),
        .displayCities(Cities.LoadCities.ViewModel(state: .result(rows))),
      ])
  }

  @Test("Selecting a row, then routing, opens that city's weather", .tags(.l8))
  func selectThenRoute() async {
    let view = CitiesDisplayLogicSpy()
    let scene = makeSUT(view: view)
    await scene.interactor.loadCities(request: Cities.LoadCities.Request())

    scene.interactor.selectCity(request: Cities.SelectCity.Request(cityID: otherCity().id))
    scene.router.routeToCityWeather()

    #expect(destinations.messages == [.showCityWeather(otherCity())])
  }

  @Test("The router reads the interactor as its data store and routes from the view")
  func routerIsWiredToTheScene() {
    let view = CitiesDisplayLogicSpy()
    let scene = makeSUT(view: view)

    #expect(scene.router.dataStore === scene.interactor)
    #expect(scene.router.viewController === view)
  }

  private func makeSUT(
    view: CitiesDisplayLogicSpy
  ) -> (interactor: CitiesInteractor, router: CitiesRouter) {
    let scene = configurator.configure(view: view)
    view.interactor = scene.interactor
    view.router = scene.router
    expectReleasedAfterTest(scene.interactor)
    expectReleasedAfterTest(scene.router)
    return scene
  }
}
